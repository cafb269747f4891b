package loadlab.gatling.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class InsertPlanTest {
    private static final InsertPlan WHOLE =
            InsertPlan.budgeted(List.of(1, 5, 10, 100), 5003, Duration.ofSeconds(1), false, 5000);

    private static List<InsertPlan> shares(InsertPlan plan, int injectors) {
        return IntStream.range(0, injectors).mapToObj(k -> plan.share(new Split(injectors, k))).toList();
    }

    @Test
    void everyStepsClientsAndInsertsAddUpToTheWholePlan() {
        for (int n = 1; n <= 7; n++) {
            List<InsertPlan> shares = shares(WHOLE, n);
            for (int level : WHOLE.steps()) {
                assertThat(shares.stream().mapToInt(share -> share.usersAt(level)).sum())
                        .as("clients at %d over %d", level, n).isEqualTo(level);
                assertThat(shares.stream().mapToLong(share -> share.requestsAt(level)).sum())
                        .as("inserts at %d over %d", level, n).isEqualTo(WHOLE.requestsPerStep());
            }
            assertThat(shares.stream().mapToLong(InsertPlan::plannedDocuments).sum()).isEqualTo(WHOLE.plannedDocuments());
        }
    }

    @Test
    void stepsKeepTheirWholeLevelSoGroupNamesMatchAcrossInjectors() {
        assertThat(WHOLE.share(new Split(3, 2)).steps()).isEqualTo(WHOLE.steps());
    }

    @Test
    void anInjectorWithoutAClientAtALevelSkipsThatStep() {
        InsertPlan last = WHOLE.share(new Split(7, 6));
        assertThat(last.activeSteps()).containsExactly(10, 100);
        assertThat(last.requestsAt(5)).isZero();
        assertThat(last.usersAt(10)).isEqualTo(1);
    }

    @Test
    void oneInjectorSendsEveryStepsWholeBudget() {
        assertThat(WHOLE.activeSteps()).isEqualTo(WHOLE.steps());
        WHOLE.steps().forEach(level -> {
            assertThat(WHOLE.usersAt(level)).isEqualTo(level);
            assertThat(WHOLE.requestsAt(level)).isEqualTo(5003);
        });
        assertThat(WHOLE.plannedDocuments()).isEqualTo(4 * 5003);
    }

    @Test
    void timeBoxedStepsShareTheirClients() {
        InsertPlan timed = InsertPlan.timeBoxed(List.of(10, 100), Duration.ofSeconds(5), Duration.ZERO, true, 5000);
        for (int n = 1; n <= 7; n++) {
            List<InsertPlan> shares = shares(timed, n);
            assertThat(shares.stream().mapToInt(share -> share.usersAt(100)).sum()).isEqualTo(100);
            assertThat(shares).allSatisfy(share -> assertThat(share.requestsAt(100)).isZero());
        }
    }
}
