package loadlab.reports.comparison;

import java.util.List;
import java.util.function.IntPredicate;

/**
 * One gated metric's one-sided question, "is B worse than A beyond the limit?" (or its mirror for
 * BETTER), as the sequential test asks it at each look the comparison took.
 *
 * @param metric the metric id
 * @param looks  the samples of the looks taken, in order: the planned pairs, then all pairs when a
 *               second look ran for the metric
 * @param limit  the log-ratio the lower bound must clear (ln 1.1 for +10 %)
 * @param also   a further condition a look must meet to reject, by the look's index (the p95's
 *               millisecond floor); it can only make a rejection rarer, so the level holds
 */
record SequentialHypothesis(String metric, List<PairedSample> looks, double limit, IntPredicate also) {

    SequentialHypothesis {
        looks = List.copyOf(looks);
        if (looks.isEmpty()) {
            throw new IllegalArgumentException(metric + ": a hypothesis needs at least one look");
        }
    }

    /** The first look at which the lower bound clears the limit at level alpha, or 0 when none does. */
    int rejectingLook(SequentialPlan plan, double alpha) {
        for (int look = 0; look < looks.size(); look++) {
            PairedSample sample = looks.get(look);
            if (sample.pairs() >= SequentialPlan.FEWEST_PAIRS
                    && sample.lower(plan.critical(alpha, sample.pairs())) > limit && also.test(look)) {
                return look + 1;
            }
        }
        return 0;
    }

    /** The last look's sample. */
    PairedSample last() {
        return looks.get(looks.size() - 1);
    }
}
