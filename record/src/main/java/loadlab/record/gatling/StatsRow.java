package loadlab.record.gatling;

import java.util.ArrayList;
import java.util.List;

/**
 * One row of a run's statistics, with the figures of Gatling's stats table: counts, throughput
 * ("Cnt/s": count over the run's whole seconds), and response times in whole milliseconds. For a
 * group the times are its cumulated response time. {@code active} is when the row's requests were
 * sent and answered, to the resolution of Gatling's time series (1 s for runs under 1000 s); null
 * for the ALL row.
 *
 * @param groups the enclosing groups, outermost first (for a GROUP row: its parents)
 * @param p999   the 99.9th percentile, from the log (the report's table has no such column)
 */
public record StatsRow(
        StatsKind kind,
        List<String> groups,
        String name,
        long count,
        long ok,
        long ko,
        double throughput,
        int min,
        int p50,
        int p75,
        int p95,
        int p99,
        int p999,
        int max,
        int mean,
        int stdDev,
        TimeWindow active) {

    /** A row whose 99.9th percentile is not known apart from its 99th (runs read by hand, fixtures). */
    public StatsRow(StatsKind kind, List<String> groups, String name, long count, long ok, long ko, double throughput,
            int min, int p50, int p75, int p95, int p99, int max, int mean, int stdDev, TimeWindow active) {
        this(kind, groups, name, count, ok, ko, throughput, min, p50, p75, p95, p99, p99, max, mean, stdDev, active);
    }

    public StatsRow {
        groups = List.copyOf(groups);
        if (ok + ko != count) {
            throw new IllegalArgumentException(name + ": ok " + ok + " + ko " + ko + " != count " + count);
        }
    }

    /** Groups then name: the row's place in the report's tree. */
    public List<String> path() {
        List<String> path = new ArrayList<>(groups);
        path.add(name);
        return List.copyOf(path);
    }

    /**
     * OK answers per second over the same whole seconds as {@code throughput}: Gatling divides the
     * count of every status by one duration (its {@code GeneralStatsBuffers}), so this is the OK
     * column of its Cnt/s. 0 for a row without requests.
     */
    public double okThroughput() {
        return count == 0 ? 0 : throughput * ok / count;
    }

    public StatsRow withActive(TimeWindow window) {
        return new StatsRow(kind, groups, name, count, ok, ko, throughput, min, p50, p75, p95, p99, p999, max, mean,
                stdDev, window);
    }
}
