package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The looks of the pre-registered test and their critical values. */
class SequentialPlanTest {
    private final SequentialPlan plan = new SequentialPlan(4);

    @Test
    void theSecondLookHasTwiceThePlannedPairs() {
        assertThat(plan.secondLookPairs()).isEqualTo(8);
        assertThat(plan.lookOf(4)).isEqualTo(1);
        assertThat(plan.lookOf(8)).isEqualTo(2);
        assertThatThrownBy(() -> plan.lookOf(6)).hasMessageContaining("not at 6");
    }

    @Test
    void aLookIsAStudentTQuantileAtPococksNominalLevel() {
        // One-sided 5 %: Pocock's nominal level per look 0.0304; t with 3 and 7 degrees of freedom at it.
        assertThat(plan.critical(0.05, 4)).isCloseTo(2.935, within(0.002));
        assertThat(plan.critical(0.05, 8)).isCloseTo(2.233, within(0.002));
    }

    @Test
    void aSmallerShareOfTheBudgetNeedsMoreStandardErrors() {
        assertThat(plan.critical(0.05 / 14, 8)).isGreaterThan(plan.critical(0.05, 8));
    }

    @Test
    void oneLookNeedsTwoPairs() {
        assertThatThrownBy(() -> plan.critical(0.05, 1)).hasMessageContaining("at least 2 pairs");
        assertThat(new SequentialPlan(1).plannedPairs()).isEqualTo(1);
    }
}
