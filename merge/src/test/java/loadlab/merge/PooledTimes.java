package loadlab.merge;

import com.tdunning.math.stats.AVLTreeDigest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import loadlab.record.gatling.StatsKind;
import loadlab.adapter.log.GroupRecord;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.SimulationLog;

/**
 * The raw times of a log per row of its report, in the order Gatling's reader meets them: response
 * times of every request ("All Requests" and per request) and cumulated response times per group.
 * What the report's figures must be computed from, with Gatling's own estimator for percentiles.
 */
final class PooledTimes {
    static final List<String> ALL = List.of("All Requests");

    private final Map<String, List<Integer>> rows = new LinkedHashMap<>();

    private PooledTimes(SimulationLog log) {
        for (LogRecord record : log.records()) {
            if (record instanceof RequestRecord request) {
                add(StatsKind.ALL, ALL, request.responseTime());
                add(StatsKind.REQUEST, path(request.groups(), request.name()), request.responseTime());
            } else if (record instanceof GroupRecord group) {
                add(StatsKind.GROUP, path(group.groups(), null), group.cumulatedResponseTime());
            }
        }
    }

    static PooledTimes of(SimulationLog log) {
        return new PooledTimes(log);
    }

    List<Integer> times(StatsKind kind, List<String> path) {
        List<Integer> times = rows.get(kind + " " + path);
        if (times == null) {
            throw new IllegalArgumentException("no " + kind + " row " + path + " in " + rows.keySet());
        }
        return times;
    }

    static int min(List<Integer> times) {
        return times.stream().mapToInt(Integer::intValue).min().orElseThrow();
    }

    static int max(List<Integer> times) {
        return times.stream().mapToInt(Integer::intValue).max().orElseThrow();
    }

    /** The mean as the report rounds it. */
    static int mean(List<Integer> times) {
        return (int) Math.round(times.stream().mapToLong(Integer::longValue).sum() / (double) times.size());
    }

    /**
     * Every value Gatling's estimator can give for each percentile rank of these times fed in this
     * order (a t-digest with compression 100, rounded), by rank: its AVL tree breaks ties at random,
     * so one log can yield a few neighbouring values, of which the report shows one draw.
     */
    static Map<Double, Set<Integer>> percentiles(List<Integer> times, List<Double> ranks, int draws) {
        Map<Double, Set<Integer>> outcomes = new LinkedHashMap<>();
        ranks.forEach(rank -> outcomes.put(rank, new TreeSet<>()));
        IntStream.range(0, draws).forEach(draw -> {
            AVLTreeDigest digest = new AVLTreeDigest(100.0);
            times.forEach(digest::add);
            ranks.forEach(rank -> outcomes.get(rank).add((int) Math.round(digest.quantile(rank / 100.0))));
        });
        return outcomes;
    }

    private void add(StatsKind kind, List<String> path, int time) {
        rows.computeIfAbsent(kind + " " + path, key -> new ArrayList<>()).add(time);
    }

    private static List<String> path(List<LogString> groups, LogString name) {
        List<String> path = new ArrayList<>(groups.stream().map(LogString::text).toList());
        if (name != null) {
            path.add(name.text());
        }
        return path;
    }
}
