package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Holm's step-down over sequential tests: a rejection passes its share on to the others. */
class HolmProcedureTest {
    private static final SequentialPlan PLAN = new SequentialPlan(4);
    private static final double LIMIT = Math.log(1.05);

    private static SequentialHypothesis hypothesis(String metric, double... values) {
        return new SequentialHypothesis(metric, List.of(new PairedSample(java.util.Arrays.stream(values).boxed()
                .toList())), LIMIT, look -> true);
    }

    @Test
    void aClearRiseIsRejectedAtTheFirstStepsShare() {
        Map<String, HolmProcedure.Outcome> outcomes = HolmProcedure.decide(List.of(
                hypothesis("clear", 0.40, 0.41, 0.39, 0.40), hypothesis("flat", 0.0, 0.01, -0.01, 0.0)), PLAN, 0.05);

        assertThat(outcomes.get("clear")).isEqualTo(new HolmProcedure.Outcome(1, 0.025));
        assertThat(outcomes.get("flat")).isEqualTo(new HolmProcedure.Outcome(0, 0.05));
    }

    @Test
    void aRiseThatFailsAtHalfTheBudgetPassesOnceTheOtherIsRejected() {
        // Mean 0.2, sd 0.09 over 4 pairs: the bound at share 0.05 clears ln 1.05 and at 0.025 does not.
        SequentialHypothesis marginal = hypothesis("marginal", 0.10, 0.30, 0.15, 0.25);
        double atHalf = marginal.looks().get(0).lower(PLAN.critical(0.025, 4));
        double atWhole = marginal.looks().get(0).lower(PLAN.critical(0.05, 4));
        assertThat(atHalf).isLessThan(LIMIT);
        assertThat(atWhole).isGreaterThan(LIMIT);

        Map<String, HolmProcedure.Outcome> alone = HolmProcedure.decide(List.of(marginal,
                hypothesis("flat", 0.0, 0.01, -0.01, 0.0)), PLAN, 0.05);
        Map<String, HolmProcedure.Outcome> besideAClearOne = HolmProcedure.decide(List.of(marginal,
                hypothesis("clear", 0.40, 0.41, 0.39, 0.40)), PLAN, 0.05);

        assertThat(alone.get("marginal").rejected()).isFalse();
        assertThat(besideAClearOne.get("marginal")).isEqualTo(new HolmProcedure.Outcome(1, 0.05));
    }

    @Test
    void theSecondLookRejectsWhatTheFirstCouldNot() {
        PairedSample all = new PairedSample(List.of(0.30, 0.02, 0.25, 0.05, 0.2, 0.18, 0.22, 0.19));
        SequentialHypothesis twoLooks = new SequentialHypothesis("twice", List.of(all.first(4), all), LIMIT,
                look -> true);

        assertThat(twoLooks.rejectingLook(PLAN, 0.05)).isEqualTo(2);
        assertThat(new SequentialHypothesis("once", List.of(all.first(4)), LIMIT, look -> true)
                .rejectingLook(PLAN, 0.05)).isZero();
    }

    @Test
    void aFurtherConditionCanOnlyHoldARejectionBack() {
        SequentialHypothesis floored = new SequentialHypothesis("p95", List.of(new PairedSample(List.of(0.4, 0.41, 0.39,
                0.4))), LIMIT, look -> false);

        assertThat(HolmProcedure.decide(List.of(floored), PLAN, 0.05).get("p95").rejected()).isFalse();
    }
}
