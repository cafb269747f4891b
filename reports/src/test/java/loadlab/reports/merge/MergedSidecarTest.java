package loadlab.reports.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.reports.sidecar.InsertStep;
import loadlab.reports.sidecar.Reconciliation;
import loadlab.reports.sidecar.RunSidecar;
import org.junit.jupiter.api.Test;

class MergedSidecarTest {

    private static RunSidecar injector(int index, Reconciliation books, InsertStep... steps) {
        return RunSidecar.of("InsertSimulation", 1_000 + index, "smoke", Map.of("injectors", "2", "injector",
                Integer.toString(index))).with(draft -> {
                    draft.reconciliation = books;
                    draft.insertSteps = List.of(steps);
                });
    }

    @Test
    void booksBalanceOverTheWholeSetThoughNoInjectorsOwnDo() {
        // 100 documents before; injector 0 inserted 60, injector 1 40, each reading the count around its own run.
        RunSidecar first = injector(0, new Reconciliation(60, 100, 200));
        RunSidecar second = injector(1, new Reconciliation(40, 130, 200));
        assertThat(first.reconciliation().ok()).isFalse();
        assertThat(second.reconciliation().ok()).isFalse();

        Reconciliation set = MergedSidecar.books(List.of(first, second));
        assertThat(set).isEqualTo(new Reconciliation(100, 100, 200));
        assertThat(set.ok()).isTrue();
    }

    @Test
    void aLostAcknowledgedInsertFailsTheSet() {
        Reconciliation set = MergedSidecar.books(List.of(injector(0, new Reconciliation(60, 100, 199)),
                injector(1, new Reconciliation(40, 130, 199))));
        assertThat(set.ok()).isFalse();
        assertThat(set.missing()).isEqualTo(1);
    }

    @Test
    void anInjectorWithoutBooksLeavesTheSetWithout() {
        assertThat(MergedSidecar.books(List.of(injector(0, new Reconciliation(60, 100, 200)), injector(1, null))))
                .isNull();
    }

    @Test
    void eachStepSpansTheSetFromTheFirstRequestToTheLastAnswer() {
        List<InsertStep> steps = MergedSidecar.steps(List.of(
                injector(0, null, new InsertStep(10, 1_000, 2_000), new InsertStep(100, 2_100, 3_000)),
                injector(1, null, new InsertStep(100, 2_050, 3_200))));
        assertThat(steps).containsExactly(new InsertStep(10, 1_000, 2_000), new InsertStep(100, 2_050, 3_200));
    }

    @Test
    void aSetWithoutAnyRecordHasNone() {
        assertThat(MergedSidecar.of(null, List.of(Optional.empty(), Optional.empty()), List.of())).isEmpty();
    }
}
