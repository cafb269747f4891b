package loadlab.reports.repeat;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * One row's figure across the repeats of its population (-Drepeats), in run order: the median, the
 * smallest and largest, and the coefficient of variation, CV = sample standard deviation / mean x 100
 * (n - 1 in the deviation: a handful of repeats is a sample of the runs the machine could give).
 * A row whose CV exceeds {@value #INCONSISTENT_CV_PERCENT} % is inconsistent: its repeats disagree by
 * more than a regression the gate would act on.
 *
 * @param values the figure of each repeat, repeat 1 first
 */
public record RepeatStats(List<Double> values, double median, double min, double max, double cvPct) {

    /**
     * Above this CV a row's repeats are "inconsistent": the page and summary.json say so, and the gate
     * holds a {@code spread.required} metric with a larger CV advisory (the default of its
     * {@code spread.maxCvPercent}), so the two agree unless the gate is given another value.
     */
    public static final double INCONSISTENT_CV_PERCENT = 10.0;

    public RepeatStats {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("repeat statistics need at least one repeat");
        }
    }

    /** The statistics of one figure per repeat, in run order. */
    public static RepeatStats of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("repeat statistics need at least one repeat");
        }
        if (values.stream().anyMatch(value -> value == null || !Double.isFinite(value))) {
            throw new IllegalArgumentException("every repeat needs a finite figure, got " + values);
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new RepeatStats(values, median, sorted[0], sorted[n - 1], cvPercent(sorted));
    }

    /** Sample standard deviation over the mean, in percent; 0 for one repeat or a mean of 0. */
    static double cvPercent(double[] values) {
        int n = values.length;
        double mean = 0;
        for (double value : values) {
            mean += value;
        }
        mean /= n;
        if (n < 2 || mean == 0) {
            return 0;
        }
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return Math.sqrt(squares / (n - 1)) / Math.abs(mean) * 100;
    }

    @JsonProperty("repeats")
    public int count() {
        return values.size();
    }

    /** True when the repeats disagree: CV above {@value #INCONSISTENT_CV_PERCENT} %. */
    @JsonProperty("inconsistent")
    public boolean inconsistent() {
        return cvPct > INCONSISTENT_CV_PERCENT;
    }
}
