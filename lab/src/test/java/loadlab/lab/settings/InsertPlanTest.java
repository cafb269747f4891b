package loadlab.lab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    private static final InsertPlan OPEN = WHOLE.withOpenSteps(List.of(LoadModel.CLOSED, LoadModel.OPEN),
            List.of(250, 7), Duration.ofSeconds(3));

    @Test
    void everyOpenStepsArrivalsAddUpToItsRateOverItsLength() {
        assertThat(OPEN.arrivalsAt(250)).isEqualTo(750);
        assertThat(OPEN.rateAt(250)).isEqualTo(250.0);
        for (int n = 1; n <= 3; n++) {
            List<InsertPlan> shares = shares(OPEN, n);
            for (int rate : OPEN.openRates()) {
                assertThat(shares.stream().mapToLong(share -> share.arrivalsAt(rate)).sum())
                        .as("arrivals at %d/s over %d", rate, n).isEqualTo(rate * 3L);
            }
            assertThat(shares.stream().mapToLong(InsertPlan::plannedDocuments).sum())
                    .as("the books count the open steps' inserts too").isEqualTo(WHOLE.plannedDocuments() + 750 + 21);
        }
    }

    @Test
    void theModelsSayWhichStepsRun() {
        InsertPlan openOnly = WHOLE.withOpenSteps(List.of(LoadModel.OPEN), List.of(100), Duration.ofSeconds(2));
        assertThat(openOnly.activeSteps()).as("no closed step").isEmpty();
        assertThat(openOnly.plannedDocuments()).isEqualTo(200);
        assertThat(WHOLE.openRates()).as("closed only").isEmpty();
    }

    @Test
    void anOpenStepThatWouldLeaveAnInjectorNoArrivalIsRefused() {
        assertThatThrownBy(() -> OPEN.share(new Split(22, 21)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no arrival of the open insert step at 7/s");
    }

    @Test
    void openStepsNeedTheirRatesAndEachModelOnce() {
        assertThatThrownBy(() -> WHOLE.withOpenSteps(List.of(LoadModel.OPEN), List.of(), Duration.ofSeconds(2)))
                .hasMessageContaining("-DinsertRates");
        assertThatThrownBy(() -> WHOLE.withOpenSteps(List.of(LoadModel.OPEN, LoadModel.OPEN), List.of(5),
                Duration.ofSeconds(2))).hasMessageContaining("-DinsertModels");
        assertThatThrownBy(() -> WHOLE.withOpenSteps(List.of(LoadModel.OPEN), List.of(5), Duration.ZERO))
                .hasMessageContaining("insertRateSeconds");
    }
}
