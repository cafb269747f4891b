package loadlab.reports.repeat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import loadlab.record.gatling.TimeWindow;
import loadlab.adapter.log.GroupRecord;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.SimulationLog;

/**
 * Cuts a run's raw {@code simulation.log} records at the windows its simulation timed for each repeat
 * of a row (repeat 1 first). A record belongs to the repeat whose window holds its end; one that ends
 * between two windows, or outside all (the simulation's and Gatling's clocks are read a few
 * microseconds apart), belongs to the latest window started by then, else the first: every record of
 * the row counts in exactly one repeat. The repeats of a row run one after the other, never at once.
 */
public final class RepeatCuts {
    private final SimulationLog log;

    private RepeatCuts(SimulationLog log) {
        this.log = log;
    }

    public static RepeatCuts of(SimulationLog log) {
        return new RepeatCuts(log);
    }

    /**
     * Per repeat: OK answers of the request (named {@code request}, inside groups the predicate
     * accepts: their names from the outermost) per second of the repeat's window.
     */
    public List<Double> okPerSecond(String request, Predicate<List<String>> groups, List<TimeWindow> windows) {
        long[] ok = new long[windows.size()];
        for (LogRecord record : log.records()) {
            if (record instanceof RequestRecord answer && answer.ok() && answer.name().text().equals(request)
                    && groups.test(names(answer.groups()))) {
                ok[repeatOf(epoch(answer.end()), windows)]++;
            }
        }
        List<Double> perSecond = new ArrayList<>();
        for (int i = 0; i < windows.size(); i++) {
            // A window of under a millisecond is one: Gatling and the clocks here count whole milliseconds.
            perSecond.add(ok[i] / Math.max(windows.get(i).seconds(), 0.001));
        }
        return perSecond;
    }

    /**
     * Per repeat: the mean cumulated response time of the group (its innermost name {@code group}) in
     * milliseconds, as the report computes a group's figures; 0 for a repeat that has none.
     */
    public List<Double> meanGroupTime(String group, List<TimeWindow> windows) {
        long[] total = new long[windows.size()];
        long[] count = new long[windows.size()];
        for (LogRecord record : log.records()) {
            if (record instanceof GroupRecord exit && !exit.groups().isEmpty()
                    && exit.groups().get(exit.groups().size() - 1).text().equals(group)) {
                int repeat = repeatOf(epoch(exit.end()), windows);
                total[repeat] += exit.cumulatedResponseTime();
                count[repeat]++;
            }
        }
        List<Double> means = new ArrayList<>();
        for (int i = 0; i < windows.size(); i++) {
            means.add(count[i] == 0 ? 0.0 : (double) total[i] / count[i]);
        }
        return means;
    }

    /**
     * Per repeat: the 95th percentile of the response times of the request (named and grouped as for
     * {@link #okPerSecond}), OK and KO answers alike as the report's percentiles are, in milliseconds;
     * 0 for a repeat that has none.
     */
    public List<Double> p95(String request, Predicate<List<String>> groups, List<TimeWindow> windows) {
        List<List<Integer>> times = perRepeat(windows);
        for (LogRecord record : log.records()) {
            if (record instanceof RequestRecord answer && answer.name().text().equals(request)
                    && groups.test(names(answer.groups()))) {
                times.get(repeatOf(epoch(answer.end()), windows)).add(answer.responseTime());
            }
        }
        return times.stream().map(repeat -> (double) percentile(repeat, 95)).toList();
    }

    /**
     * Per repeat: the 95th percentile of the group's cumulated response times (its innermost name
     * {@code group}), in milliseconds; 0 for a repeat that has none.
     */
    public List<Double> groupP95(String group, List<TimeWindow> windows) {
        List<List<Integer>> times = perRepeat(windows);
        for (LogRecord record : log.records()) {
            if (record instanceof GroupRecord exit && !exit.groups().isEmpty()
                    && exit.groups().get(exit.groups().size() - 1).text().equals(group)) {
                times.get(repeatOf(epoch(exit.end()), windows)).add(exit.cumulatedResponseTime());
            }
        }
        return times.stream().map(repeat -> (double) percentile(repeat, 95)).toList();
    }

    /**
     * The nearest-rank percentile: the smallest of the times that at least {@code rank} % of them do
     * not exceed; 0 for none. Exact, where the report's t-digest estimates (and breaks ties at random),
     * so it may differ from the report's figure for the same times by a millisecond or so.
     */
    static int percentile(List<Integer> times, int rank) {
        if (times.isEmpty()) {
            return 0;
        }
        int[] sorted = times.stream().mapToInt(Integer::intValue).sorted().toArray();
        int position = (sorted.length * rank + 99) / 100;
        return sorted[Math.max(position, 1) - 1];
    }

    private static List<List<Integer>> perRepeat(List<TimeWindow> windows) {
        List<List<Integer>> times = new ArrayList<>();
        windows.forEach(window -> times.add(new ArrayList<>()));
        return times;
    }

    private long epoch(int millisAfterStart) {
        return log.header().runStart() + millisAfterStart;
    }

    /** The index of the latest window started by then (windows in run order), else the first. */
    static int repeatOf(long epochMillis, List<TimeWindow> windows) {
        if (windows.isEmpty()) {
            throw new IllegalArgumentException("no repeat window to cut at");
        }
        int found = 0;
        for (int i = 0; i < windows.size(); i++) {
            if (windows.get(i).fromEpochMillis() <= epochMillis) {
                found = i;
            }
        }
        return found;
    }

    private static List<String> names(List<LogString> groups) {
        return groups.stream().map(LogString::text).toList();
    }
}
