package loadlab.reports.comparison;

import java.util.List;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * One metric's figures as the pairs hold them, before any verdict ({@link ComparisonRows} gathers them,
 * {@link ComparisonRules} judges them).
 *
 * @param metric        the metric as one side's summary gave it (id, kind, unit)
 * @param rounds        every round of the pairs looked at where both sides have the figure
 * @param pairs         the pairs with a ratio, in pair order
 * @param requiredPairs the pairs its simulation's last look called for
 * @param firstLookPairs the planned pairs (the first look)
 * @param missing       why the pairs called for are not all there ("pair 2: only A has it"), or null
 * @param advisory      why a judged metric does not fail the comparison, or null when it is gated
 * @param skipped       the rounds left out and why
 */
record MetricPairs(
        Metric metric,
        List<RoundFigure> rounds,
        List<PairFigure> pairs,
        int requiredPairs,
        int firstLookPairs,
        String missing,
        String advisory,
        List<String> skipped) {

    MetricPairs {
        rounds = List.copyOf(rounds);
        pairs = List.copyOf(pairs);
        skipped = List.copyOf(skipped);
    }

    String id() {
        return metric.id();
    }

    MetricKind kind() {
        return metric.kind();
    }

    boolean complete() {
        return missing == null;
    }

    /**
     * Each pair's log-ratio, signed so that positive is B worse than A (throughput: lower is worse), with the
     * spread floor given.
     */
    PairedSample worse(double floor) {
        return PairedSample.worse(metric.kind(), pairs, floor);
    }

    /** The looks taken: the planned pairs, then all of them when a second look ran for it. */
    List<PairedSample> worseLooks(double floor) {
        PairedSample all = worse(floor);
        return all.pairs() > firstLookPairs ? List.of(all.first(firstLookPairs), all) : List.of(all);
    }

    /** The median of the per-round differences B - A over the rounds of the first {@code pairs} pairs. */
    double medianDifference(int pairs) {
        List<Double> differences = rounds.stream().filter(round -> (round.round() + 1) / 2 <= pairs)
                .map(RoundFigure::difference).sorted().toList();
        int n = differences.size();
        if (n == 0) {
            return 0;
        }
        return n % 2 == 1 ? differences.get(n / 2) : (differences.get(n / 2 - 1) + differences.get(n / 2)) / 2;
    }
}
