package loadlab.reports.cost;

import java.util.List;
import java.util.function.ToDoubleFunction;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;

/**
 * A cumulative column of a usage file at any instant, interpolated linearly between the two samples
 * that bracket it: the last one at or before the instant and the first one at or after it (a sample
 * exactly at the instant is its value). Over a window the column grows by its value at the end minus
 * its value at the start. The simulation samples each recorded window's edges as they pass, a few ms
 * late, so such a sample brackets its edge from after instead of being cut off as "outside": the
 * figure is the window's own however short it is. Where an edge was not sampled, the interpolation
 * assumes a steady rate across the sampling interval around it.
 */
final class EdgeInterpolation {

    private EdgeInterpolation() {
    }

    /**
     * The column at {@code epochMillis}; null when no sample is at or before it, none at or after it,
     * or the column is unknown in either of the two.
     *
     * @param samples in time order
     */
    static Double at(List<UsageSample> samples, long epochMillis, ToDoubleFunction<UsageSample> column) {
        UsageSample before = null;
        UsageSample after = null;
        for (UsageSample sample : samples) {
            if (sample.epochMillis() <= epochMillis) {
                before = sample;
            }
            if (sample.epochMillis() >= epochMillis) {
                after = sample;
                break;
            }
        }
        if (before == null || after == null) {
            return null;
        }
        double from = column.applyAsDouble(before);
        double to = column.applyAsDouble(after);
        if (!UsageSample.known(from) || !UsageSample.known(to)) {
            return null;
        }
        if (after.epochMillis() == epochMillis) {
            return to;
        }
        double share = (double) (epochMillis - before.epochMillis()) / (after.epochMillis() - before.epochMillis());
        return from + (to - from) * share;
    }

    /** The column's growth from the window's start to its end, never negative; null when either edge is unknown. */
    static Double growth(List<UsageSample> samples, TimeWindow window, ToDoubleFunction<UsageSample> column) {
        Double start = at(samples, window.fromEpochMillis(), column);
        Double end = at(samples, window.toEpochMillis(), column);
        return start == null || end == null ? null : Math.max(0, end - start);
    }
}
