package loadlab.reports.comparison;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import loadlab.reports.summary.MetricKind;

/**
 * One metric compared over the pairs. The medians of A, of B and of the difference B - A are over
 * every round of the pairs used; the ratio is the geometric mean of the pairs' ratios, and the interval
 * is the sequential test's at the level the metric was last tested at ({@link ComparisonRules}).
 *
 * @param ratio        exp(mean pair log-ratio): B / A as the pairs saw it; null when no pair gave one
 * @param low          the interval's lower bound on the ratio; null with the ratio, or with one pair
 * @param confidence   the interval's two-sided confidence: 1 - 2 x the metric's share of the false-alarm
 *                     budget for a gated metric, 0.95 for an INFO one
 * @param pairsUsed    the pairs the figures and the verdict rest on
 * @param look         the look the verdict was made at: 1 (the planned pairs) or 2 (twice as many); 0 for
 *                     no verdict
 * @param verdict      null for an INFO metric: shown with its ratio, never judged
 * @param why          what the verdict rests on; null with the verdict
 * @param gated        true when a WORSE verdict fails the comparison
 * @param advisory     why a judged metric does not fail it, or null (gated, or INFO)
 * @param detectable   the smallest change this comparison could have called WORSE at the metric's noise
 *                     and pairs, as a ratio B / A (above 1 for CPU and p95, below for throughput); null
 *                     for INFO or too few pairs
 * @param pairsToDetect the pairs a first look needs to call the target change ({@link ComparisonThresholds#detectPercent()})
 *                     WORSE 9 times in 10 at the metric's noise; null when no pair count can (the target is
 *                     not beyond the threshold) or for INFO
 * @param pairs        each pair's ratio (the geometric mean of its two rounds'), in pair order
 * @param unjudged     why a gated metric got no verdict at its planned pairs (missing on a side, a pair
 *                     without it): such a metric fails the comparison unless inconclusive ones are allowed
 */
public record ComparisonRow(
        String metric,
        MetricKind kind,
        String unit,
        double aMedian,
        double bMedian,
        double medianDifference,
        Double ratio,
        Double low,
        Double high,
        Double confidence,
        int pairsUsed,
        int look,
        ComparisonVerdict verdict,
        String why,
        boolean gated,
        String advisory,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double detectable,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer pairsToDetect,
        List<RoundFigure> rounds,
        List<PairFigure> pairs,
        List<String> skipped,
        @JsonInclude(JsonInclude.Include.NON_NULL) String unjudged) {

    public ComparisonRow {
        rounds = List.copyOf(rounds);
        pairs = List.copyOf(pairs);
        skipped = List.copyOf(skipped);
    }

    /** True for a gated metric judged WORSE: it fails the comparison. */
    public boolean fails() {
        return gated && verdict == ComparisonVerdict.WORSE;
    }

    /** True for a gated metric the planned pairs could not judge. */
    public boolean isUnjudged() {
        return gated && unjudged != null;
    }
}
