package loadlab.reports.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;

/**
 * A usage file cut to a window by one {@link WindowCut}: each cumulative column's growth per wall
 * second over the window, and the samples that speak for the window (peaks, counts). Null rates are
 * "not measured": too few samples, or the column unknown where the rule reads it.
 */
final class WindowRates {
    /**
     * The shortest stretch between samples a peak is taken over. CPU times count in 10 ms ticks, so
     * over the few ms between a regular sample and an edge sample one tick more or less reads as a
     * core or two; half the regular 1 s interval keeps the peak a figure of the load.
     */
    static final long PEAK_MIN_MILLIS = 500;

    private final List<UsageSample> all;
    private final TimeWindow window;
    private final WindowCut cut;
    private final List<UsageSample> samples;

    private WindowRates(List<UsageSample> all, TimeWindow window, WindowCut cut, List<UsageSample> samples) {
        this.all = all;
        this.window = window;
        this.cut = cut;
        this.samples = samples;
    }

    static WindowRates of(ProcessUsage usage, TimeWindow window, WindowCut cut) {
        List<UsageSample> all = usage == null ? List.of() : usage.samples();
        return new WindowRates(all, window, cut, cut == WindowCut.SAMPLES_INSIDE ? inside(all, window) : bracketed(all, window));
    }

    /**
     * The samples inside the window ({@link WindowCut#SAMPLES_INSIDE}); with the edges interpolated,
     * those from the first at or after its start to the first at or after its end (the end's edge
     * sample, taken as the window closed).
     */
    List<UsageSample> samples() {
        return samples;
    }

    /** Growth of the column per wall second over the window (CPU seconds per second: 1.0 = one core), or null. */
    Double perSecond(ToDoubleFunction<UsageSample> column) {
        if (cut == WindowCut.INTERPOLATED_AT_EDGES) {
            Double growth = EdgeInterpolation.growth(all, window, column);
            return growth == null || window.seconds() <= 0 ? null : growth / window.seconds();
        }
        return between(samples, column);
    }

    /**
     * The busiest stretch of at least {@link #PEAK_MIN_MILLIS} between the window's samples (each
     * stretch from one kept sample to the first at least that much later), never below the window's
     * average; null when the average is unknown.
     */
    Double peakPerSecond(ToDoubleFunction<UsageSample> column) {
        Double average = perSecond(column);
        if (average == null) {
            return null;
        }
        double peak = average;
        UsageSample from = samples.isEmpty() ? null : samples.get(0);
        for (UsageSample sample : samples) {
            if (sample.epochMillis() - from.epochMillis() >= PEAK_MIN_MILLIS) {
                Double rate = between(List.of(from, sample), column);
                peak = rate == null ? peak : Math.max(peak, rate);
                from = sample;
            }
        }
        return peak;
    }

    /** The column's growth from the first to the last sample over the wall time between them, or null. */
    private static Double between(List<UsageSample> samples, ToDoubleFunction<UsageSample> column) {
        if (samples.size() < 2) {
            return null;
        }
        UsageSample first = samples.get(0);
        UsageSample last = samples.get(samples.size() - 1);
        double wallSeconds = (last.epochMillis() - first.epochMillis()) / 1000.0;
        double from = column.applyAsDouble(first);
        double to = column.applyAsDouble(last);
        if (wallSeconds <= 0 || !UsageSample.known(from) || !UsageSample.known(to)) {
            return null;
        }
        return Math.max(0, to - from) / wallSeconds;
    }

    private static List<UsageSample> inside(List<UsageSample> all, TimeWindow window) {
        return all.stream().filter(sample -> window.contains(sample.epochMillis())).toList();
    }

    private static List<UsageSample> bracketed(List<UsageSample> all, TimeWindow window) {
        List<UsageSample> kept = new ArrayList<>();
        for (UsageSample sample : all) {
            if (sample.epochMillis() >= window.fromEpochMillis()) {
                kept.add(sample);
                if (sample.epochMillis() >= window.toEpochMillis()) {
                    break;
                }
            }
        }
        return List.copyOf(kept);
    }
}
