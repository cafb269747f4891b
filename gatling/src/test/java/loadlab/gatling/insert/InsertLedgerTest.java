package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import loadlab.reports.sidecar.Reconciliation;
import org.junit.jupiter.api.Test;

class InsertLedgerTest {

    @Test
    void keepsOneTallyPerStepInOrder() {
        InsertLedger ledger = new InsertLedger(List.of(10, 100, 1000));
        assertThat(ledger.steps()).extracting(StepTally::concurrency).containsExactly(10, 100, 1000);
    }

    @Test
    void balancesCreatedInsertsOfAllStepsAgainstTheCountDelta() {
        InsertLedger ledger = new InsertLedger(List.of(10, 100));
        ledger.open(40);
        ledger.steps().get(0).finished(1, true);
        ledger.steps().get(1).finished(2, true);
        ledger.steps().get(1).finished(3, false);

        Reconciliation books = ledger.close(42);

        assertThat(ledger.created()).isEqualTo(2);
        assertThat(books.ok()).isTrue();
        assertThat(ledger.result()).contains(books);
    }

    @Test
    void eachStepCarriesItsListenQueueGrowthUntilTheNextStepStarts() {
        InsertLedger ledger = new InsertLedger(List.of(10, 100));
        ledger.steps().get(0).started(1);
        ledger.steps().get(0).finished(2, true);
        ledger.steps().get(1).started(3);
        ledger.steps().get(1).finished(4, true);

        ledger.closeQueues();

        assertThat(ledger.steps()).allSatisfy(step -> assertThat(step.asRun()).hasValueSatisfying(run -> {
            assertThat(run.listenOverflows()).isNotNull().isNotNegative();
            assertThat(run.listenDrops()).isNotNull().isNotNegative();
        }));
    }

    @Test
    void hasNoResultBeforeClosing() {
        assertThat(new InsertLedger(List.of(1)).result()).isEmpty();
    }

    @Test
    void refusesToCloseWithoutTheCountBefore() {
        assertThatThrownBy(() -> new InsertLedger(List.of(1)).close(5)).hasMessageContaining("never read");
    }
}
