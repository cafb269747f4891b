package loadlab.reports.ab;

import java.util.List;
import loadlab.reports.summary.MetricKind;

/**
 * One metric compared over the rounds. The medians of A, of B and of the difference B - A are over
 * every round where both sides have the figure; the ratio's median and interval over those of them
 * where A's figure is above 0 ({@code roundsUsed}).
 *
 * @param ratio    the median of the per-round ratios B / A; null (with low, high, coverage) when no round gave one
 * @param low      the interval's lower bound ({@link MedianInterval})
 * @param coverage the probability that the interval holds the true median ratio, 0..1
 * @param verdict  null for an INFO metric: shown with its ratio, never judged
 * @param why      what the verdict rests on ({@link AbRule.Outcome#why()}); null with the verdict
 * @param gated    true when a WORSE verdict fails the comparison
 * @param advisory why a judged metric does not fail it, or null (gated, or INFO)
 * @param skipped  the rounds left out of the ratio, and why ("round 2: A's figure is 0")
 */
public record AbRow(
        String metric,
        MetricKind kind,
        String unit,
        double aMedian,
        double bMedian,
        double medianDifference,
        Double ratio,
        Double low,
        Double high,
        Double coverage,
        int roundsUsed,
        AbVerdict verdict,
        String why,
        boolean gated,
        String advisory,
        List<RoundFigure> rounds,
        List<String> skipped) {

    public AbRow {
        rounds = List.copyOf(rounds);
        skipped = List.copyOf(skipped);
    }

    /** True for a gated metric judged WORSE: it fails the comparison. */
    public boolean fails() {
        return gated && verdict == AbVerdict.WORSE;
    }
}
