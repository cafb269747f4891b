package loadlab.gatling.latency;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.nothingFor;
import static io.gatling.javaapi.core.CoreDsl.rampConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The plan of a population, read from the injection steps Gatling is given, worked by hand. */
class InjectionPlanTest {

    @Test
    void usersAtOnceAreAllPlannedAtTheStartAndSpreadNothing() {
        InjectionPlan plan = InjectionPlan.open(atOnceUsers(3));

        assertThat(plan.offsets()).hasValueSatisfying(offsets -> assertThat(offsets).containsExactly(0, 0, 0));
        assertThat(plan.spread()).isFalse();
        assertThat(plan.description()).isEqualTo("3 at once");
    }

    @Test
    void aRampSpreadsItsUsersOverItsWholeSeconds() {
        InjectionPlan plan = InjectionPlan.open(rampUsers(4).during(2));

        assertThat(plan.offsets()).hasValueSatisfying(offsets -> assertThat(offsets).containsExactly(0, 500, 1000, 1500));
        assertThat(plan.spread()).isTrue();
        assertThat(plan.description()).isEqualTo("4 over 2 s");
    }

    @Test
    void aRampOfPartOfASecondStartsNobodyAsGatlingCountsWholeSecondsOnly() {
        assertThat(InjectionPlan.open(rampUsers(5).during(Duration.ofMillis(500))).users()).hasValue(0);
    }

    @Test
    void chainedStepsStartWhereThePreviousOnesDurationEnds() {
        InjectionPlan plan = InjectionPlan.open(constantUsersPerSec(2).during(2), nothingFor(Duration.ofMillis(1500)),
                atOnceUsers(2), rampUsers(1).during(1));

        // 2/s for 2 s: 0, 500, 1000, 1500; then nothing until 3500; two at once there; then one at the ramp's start.
        assertThat(plan.offsets()).hasValueSatisfying(offsets -> assertThat(offsets)
                .containsExactly(0, 500, 1000, 1500, 3500, 3500, 3500));
        assertThat(plan.description()).isEqualTo("2/s for 2 s, then nothing for 1.50 s, then 2 at once, then 1 over 1 s");
    }

    @Test
    void aConstantRateIsTheSameScheduleTheHelloRowsReplay() {
        assertThat(InjectionPlan.open(constantUsersPerSec(200).during(3)).offsets())
                .hasValueSatisfying(offsets -> assertThat(offsets).containsExactly(OpenSchedule.offsetsMillis(200, 3)));
    }

    @Test
    void aRandomisedRateHasNoStartPerUserToHoldTheInjectorTo() {
        InjectionPlan plan = InjectionPlan.open(constantUsersPerSec(10).during(2).randomized());

        assertThat(plan.offsets()).isEmpty();
        assertThat(plan.spread()).isFalse();
        assertThat(plan.description()).contains("not replayed");
    }

    @Test
    void aClosedProfileKeepsAConcurrencyNotStartTimes() {
        InjectionPlan plan = InjectionPlan.closed(rampConcurrentUsers(0).to(10).during(2),
                constantConcurrentUsers(10).during(5));

        assertThat(plan.model()).isEqualTo(InjectionPlan.CLOSED);
        assertThat(plan.offsets()).isEmpty();
        assertThat(plan.description()).isEqualTo("0 to 10 concurrent over 2 s, then 10 concurrent for 5 s");
    }
}
