package loadlab.adapter.run;

import io.gatling.charts.stats.CountsVsTimePlot;
import io.gatling.charts.stats.RunInfo;
import java.util.List;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * When a row's requests were active, from Gatling's per-bucket request and response counts (the
 * time series of its report): to the bucket's resolution, 1 s for runs shorter than
 * {@code maxPlotsPerSeries} seconds. Used for the insert steps' windows when no record timed them.
 */
final class ActiveWindows {

    private ActiveWindows() {
    }

    /** A group was active while any request inside it (at any depth) was. */
    static List<StatsRow> withGroups(List<StatsRow> rows) {
        return rows.stream().map(row -> {
            if (row.kind() != StatsKind.GROUP) {
                return row;
            }
            List<String> path = row.path();
            TimeWindow active = null;
            for (StatsRow request : rows) {
                boolean inside = request.kind() == StatsKind.REQUEST && request.groups().size() >= path.size()
                        && request.groups().subList(0, path.size()).equals(path);
                if (inside && request.active() != null) {
                    active = request.active().union(active);
                }
            }
            return row.withActive(active);
        }).toList();
    }

    /**
     * First request sent to last answer received, from Gatling's per-bucket counts: a record lands
     * in the bucket whose centre {@code t} (ms after the injection start) is nearest, so it happened
     * within [t - bucket, t) of that centre's bucket start.
     */
    static TimeWindow of(Seq<CountsVsTimePlot> sent, Seq<CountsVsTimePlot> answered,
            TimeWindow injection, double bucketMillis) {
        Integer first = null;
        for (CountsVsTimePlot plot : CollectionConverters.asJava(sent)) {
            if (plot.oks() + plot.kos() > 0 && (first == null || plot.time() < first)) {
                first = plot.time();
            }
        }
        Integer last = null;
        for (CountsVsTimePlot plot : CollectionConverters.asJava(answered)) {
            if (plot.oks() + plot.kos() > 0 && (last == null || plot.time() > last)) {
                last = plot.time();
            }
        }
        if (first == null || last == null) {
            return null;
        }
        long from = Math.max(injection.fromEpochMillis(), injection.fromEpochMillis() + first - Math.round(bucketMillis));
        long to = Math.min(injection.toEpochMillis(), injection.fromEpochMillis() + last);
        return new TimeWindow(from, Math.max(from, to));
    }

    /** The bucket width Gatling's reader uses (LogFileReader.read): 1 s unless the run is very long. */
    static double bucketMillis(RunInfo info, int maxPlots) {
        long firstSecond = (long) Math.floor(info.injectStart() / 1000.0);
        long lastSecond = (long) Math.ceil(info.injectEnd() / 1000.0);
        long range = lastSecond - firstSecond;
        return (range < maxPlots ? 1.0 : range / (double) maxPlots) * 1000.0;
    }
}
