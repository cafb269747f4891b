package loadlab.reports.comparison;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The comparison's pre-registered test: a paired t-test on the pairs' log-ratios, looked at twice, at
 * the planned pairs and at twice as many, with Pocock's boundary spending the false alarms across both
 * looks ({@link PocockBoundary}). Each look's statistic is a t with pairs - 1 degrees of freedom, so
 * the boundary's nominal level per look is turned into that look's t quantile (the usual way of
 * carrying a normal boundary over to an estimated variance).
 *
 * @param plannedPairs the first look's pairs; the second look, when it runs, has twice as many. One pair
 *                     runs the comparison end to end but judges nothing: a variance needs two.
 */
public record SequentialPlan(int plannedPairs) {
    /** The second look has this many times the first look's pairs. */
    public static final int SECOND_LOOK_FACTOR = 2;
    /** Fewest pairs a look can judge: a variance needs two. */
    public static final int FEWEST_PAIRS = 2;

    public SequentialPlan {
        if (plannedPairs < 1) {
            throw new IllegalArgumentException("a comparison plans at least one pair, got " + plannedPairs);
        }
    }

    /** The pairs at the second look. */
    public int secondLookPairs() {
        return plannedPairs * SECOND_LOOK_FACTOR;
    }

    /** The look whose pairs these are: 1 for the planned pairs, 2 for twice that. */
    public int lookOf(int pairs) {
        if (pairs == plannedPairs) {
            return 1;
        }
        if (pairs == secondLookPairs()) {
            return 2;
        }
        throw new IllegalArgumentException("the plan looks at " + plannedPairs + " and " + secondLookPairs()
                + " pairs, not at " + pairs);
    }

    /** The level each look is tested at for a one-sided family share alpha. */
    public double nominalLevel(double alpha) {
        return PocockBoundary.nominalLevel(alpha, 1.0 / SECOND_LOOK_FACTOR);
    }

    /** How many standard errors a look's mean must clear at this level: the t quantile of the nominal level. */
    public double critical(double alpha, int pairs) {
        if (pairs < FEWEST_PAIRS) {
            throw new IllegalArgumentException("a look needs at least " + FEWEST_PAIRS + " pairs, got " + pairs);
        }
        return TDistribution.of(pairs - 1).inverseSurvivalProbability(nominalLevel(alpha));
    }
}
