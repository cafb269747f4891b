package loadlab.reports.comparison;

import java.util.List;
import loadlab.reports.summary.MetricKind;

/**
 * One metric's pairs at one look: each pair's log-ratio ln(B / A), the mean of its AB and its BA
 * round's (the geometric mean of the two orders' ratios, so that an order effect cancels), signed so
 * that a positive value is B worse than A (for throughput, where lower is worse, the log-ratio is
 * negated).
 *
 * @param floor the least spread (sd of the log-ratios) the sample is taken to have: a handful of pairs can agree
 *              far more closely than the noise they were drawn from, and such an interval would claim a precision
 *              the comparison does not have ({@link ComparisonThresholds#spreadFloorPercent()})
 */
record PairedSample(List<Double> values, double floor) {

    PairedSample {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a sample needs at least one pair");
        }
        if (!(floor >= 0)) {
            throw new IllegalArgumentException("a spread floor is 0 or more, got " + floor);
        }
    }

    /** A sample whose spread is what its pairs show. */
    PairedSample(List<Double> values) {
        this(values, 0);
    }

    /**
     * The pairs' ratios B / A as worse-signed log-ratios: ln(ratio), negated for throughput (lower is worse).
     */
    static PairedSample worse(MetricKind kind, List<PairFigure> pairs, double floor) {
        double sign = kind == MetricKind.THROUGHPUT ? -1 : 1;
        return new PairedSample(pairs.stream().map(pair -> sign * Math.log(pair.ratio())).toList(), floor);
    }

    /** The same pairs, signed the other way (B better than A is positive). */
    PairedSample mirrored() {
        return new PairedSample(values.stream().map(value -> -value).toList(), floor);
    }

    int pairs() {
        return values.size();
    }

    double mean() {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The spread the tests use: the pairs' own, or the floor when they agree more closely than it. */
    double sd() {
        return Math.max(observedSd(), floor);
    }

    /** The sample standard deviation (n - 1); 0 for one pair. */
    double observedSd() {
        int n = values.size();
        if (n < 2) {
            return 0;
        }
        double mean = mean();
        double squares = values.stream().mapToDouble(value -> (value - mean) * (value - mean)).sum();
        return Math.sqrt(squares / (n - 1));
    }

    /** Whether the floor, not the pairs, set the spread. */
    boolean floored() {
        return observedSd() < floor;
    }

    /** The standard error of the mean. */
    double se() {
        return sd() / Math.sqrt(values.size());
    }

    /** The one-sided lower bound of the mean, {@code critical} standard errors below it. */
    double lower(double critical) {
        return mean() - critical * se();
    }

    /** The one-sided upper bound of the mean. */
    double upper(double critical) {
        return mean() + critical * se();
    }

    /** The first {@code pairs} values: the sample as an earlier look saw it. */
    PairedSample first(int pairs) {
        return new PairedSample(values.subList(0, pairs), floor);
    }
}
