package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.InsertStep;
import loadlab.reports.sidecar.Reconciliation;
import loadlab.reports.sidecar.RunSidecar;
import org.junit.jupiter.api.Test;

class InsertSectionTest {
    private static final GatlingRun RUN = RunFixtures.run("insertsimulation-1", "InsertSimulation", T0,
            List.of("Concurrency 100", "Concurrency 10"),
            group("Concurrency 100", 4000, 3, 25, 60, new TimeWindow(T0 + 5000, T0 + 9000)),
            request("Insert", List.of("Concurrency 100"), 4000, 3, 24, 58, new TimeWindow(T0 + 5000, T0 + 9000)),
            group("Concurrency 10", 1000, 0, 9, 20, new TimeWindow(T0, T0 + 4000)),
            request("Insert", List.of("Concurrency 10"), 1000, 0, 8, 19, new TimeWindow(T0, T0 + 4000)));

    private static final RunSidecar SIDECAR = RunSidecar.of("InsertSimulation", T0 - 3000, "smoke", Map.of())
            .withInsertSteps(List.of(new InsertStep(10, T0, T0 + 5000), new InsertStep(100, T0 + 5000, T0 + 7500)))
            .withReconciliation(new Reconciliation(4997, 100, 5097));

    @Test
    void stepsComeFromConcurrencyGroupsInAscendingOrder() {
        InsertSection section = InsertSection.of(RUN, SIDECAR, Conventions.DEFAULT);
        assertThat(section.steps()).extracting(InsertStepRow::concurrency).containsExactly(10, 100);
        InsertStepRow step = section.steps().get(1);
        assertThat(step.count()).isEqualTo(4000);
        assertThat(step.ko()).isEqualTo(3);
        assertThat(step.p95Ms()).isEqualTo(58);
        assertThat(step.meanMs()).isEqualTo(24);
    }

    @Test
    void stepThroughputIsItsRequestsOverTheWindowTheSimulationTimed() {
        InsertStepRow step = InsertSection.of(RUN, SIDECAR, Conventions.DEFAULT).steps().get(1);
        assertThat(step.windowSource()).isEqualTo("sidecar");
        assertThat(step.seconds()).isCloseTo(2.5, within(1e-9));
        assertThat(step.throughput()).isCloseTo(4000 / 2.5, within(1e-9));
    }

    @Test
    void withoutSidecarTheStepWindowComesFromGatlingsTimeSeries() {
        InsertStepRow step = InsertSection.of(RUN, null, Conventions.DEFAULT).steps().get(0);
        assertThat(step.windowSource()).isEqualTo("log");
        assertThat(step.throughput()).isCloseTo(1000 / 4.0, within(1e-9));
    }

    @Test
    void reconciliationComesFromTheSidecarOrIsNotReported() {
        assertThat(InsertSection.of(RUN, SIDECAR, Conventions.DEFAULT).reconciliation().ok()).isTrue();
        assertThat(InsertSection.of(RUN, null, Conventions.DEFAULT).reconciliation()).isNull();
    }

    @Test
    void runWithoutStepGroupsIsSummarisedAsOneWholeRunRow() {
        GatlingRun flat = RunFixtures.run("i", "InsertSimulation", T0, List.of(),
                request("Insert", List.of(), 300, 0, 5, 9, null));
        InsertSection section = InsertSection.of(flat, null, Conventions.DEFAULT);
        assertThat(section.steps()).singleElement().satisfies(step -> {
            assertThat(step.concurrency()).isNull();
            assertThat(step.windowSource()).isEqualTo("run");
            assertThat(step.throughput()).isCloseTo(30.0, within(1e-9));
        });
    }
}
