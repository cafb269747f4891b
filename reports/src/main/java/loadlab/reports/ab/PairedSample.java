package loadlab.reports.ab;

import java.util.List;

/**
 * One metric's pairs at one look: each pair's log-ratio ln(B / A), the mean of its AB and its BA
 * round's (the geometric mean of the two orders' ratios, so that an order effect cancels), signed so
 * that a positive value is B worse than A (for throughput, where lower is worse, the log-ratio is
 * negated).
 */
record PairedSample(List<Double> values) {

    PairedSample {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a sample needs at least one pair");
        }
    }

    int pairs() {
        return values.size();
    }

    double mean() {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The sample standard deviation (n - 1); 0 for one pair. */
    double sd() {
        int n = values.size();
        if (n < 2) {
            return 0;
        }
        double mean = mean();
        double squares = values.stream().mapToDouble(value -> (value - mean) * (value - mean)).sum();
        return Math.sqrt(squares / (n - 1));
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
        return new PairedSample(values.subList(0, pairs));
    }
}
