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
 * @param confirmation the same metric over the confirmation rounds when the planned ones found it WORSE
 *                 ({@link loadlab.record.ab.AbRecord}), else null; the verdict and why are then the
 *                 confirmation's outcome, the figures stay the planned rounds'
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
        List<String> skipped,
        AbRow confirmation) {

    public AbRow {
        rounds = List.copyOf(rounds);
        skipped = List.copyOf(skipped);
    }

    /** This row (the planned rounds') with the confirmation rounds' row and the verdict they lead to. */
    AbRow confirmedBy(AbRow rounds, AbVerdict outcome, String because) {
        return new AbRow(metric, kind, unit, aMedian, bMedian, medianDifference, ratio, low, high, coverage, roundsUsed,
                outcome, because, gated, advisory, this.rounds, skipped, rounds);
    }

    /** True for a gated metric judged WORSE: it fails the comparison. */
    public boolean fails() {
        return gated && verdict == AbVerdict.WORSE;
    }
}
