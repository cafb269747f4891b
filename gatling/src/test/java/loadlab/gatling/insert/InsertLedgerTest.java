package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.FreePort;
import loadlab.gatling.support.FakeItemServer;
import loadlab.record.ItemBooks;
import loadlab.record.ItemFiles;
import loadlab.record.Reconciliation;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InsertLedgerTest {
    private static final String A = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
    private static final String B = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";

    @TempDir
    Path dir;

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
    void theOpenStepsAcknowledgementsAreInTheBooksToo() {
        InsertLedger ledger = new InsertLedger(List.of(10));
        ledger.open(0);
        ledger.steps().get(0).finished(1, true);
        ledger.openSteps().finished(2, true);
        ledger.openSteps().finished(3, true);
        ledger.openSteps().finished(4, false);

        assertThat(ledger.created()).isEqualTo(3);
        assertThat(ledger.close(3).ok()).isTrue();
        assertThat(ledger.steps().get(0).created()).as("the closed step's own tally").isEqualTo(1);
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

    @Test
    void checksTheItemsThe201sNamedAgainstTheStoresExport() {
        try (FakeItemServer server = FakeItemServer.holding(A, B)) {
            InsertLedger ledger = createdTwice();

            ledger.readStore(BaseUrl.parse(server.baseUrl()), true);
            await(ledger);
            Reconciliation books = ledger.close(2);

            assertThat(books.items()).isEqualTo(new ItemBooks(2, 2, 0, 0, 0L, 2, List.of(), List.of(), List.of()));
            assertThat(books.ok()).isTrue();
            assertThat(dir.resolve("acked.ndjson.gz")).isRegularFile();
            assertThat(dir.resolve("export.ndjson.gz")).isRegularFile();
        }
    }

    @Test
    void oneInjectorOfSeveralLeavesTheUnacknowledgedDocumentsUntold() {
        try (FakeItemServer server = FakeItemServer.holding(A, B)) {
            InsertLedger ledger = createdTwice();

            ledger.readStore(BaseUrl.parse(server.baseUrl()), false);
            await(ledger);

            assertThat(ledger.close(2).items().extras()).isNull();
        }
    }

    @Test
    void anExportThatCannotBeReadLeavesTheBooksByIdentityNotKept() {
        InsertLedger ledger = new InsertLedger(List.of(1));
        ledger.open(0, files());

        ledger.readStore(BaseUrl.loopback(FreePort.onLoopback()), true);
        await(ledger);
        Reconciliation books = ledger.close(0);

        assertThat(books.countBalanced()).isTrue();
        assertThat(books.itemsNotKept()).startsWith("GET /items/export failed");
        assertThat(books.ok()).isFalse();
    }

    @Test
    void countingBeforeTheStoreWasReadLeavesTheBooksByIdentityNotKept() {
        InsertLedger ledger = new InsertLedger(List.of(1));
        ledger.open(0, files());

        assertThat(ledger.storeRead()).isFalse();
        assertThat(ledger.close(0).itemsNotKept()).contains("not read before the count");
    }

    /** Two inserts answered 201 as the simulation records them: tallied, and their items handed over. */
    private InsertLedger createdTwice() {
        InsertLedger ledger = new InsertLedger(List.of(1));
        ledger.open(0, files());
        for (String item : List.of(A, B)) {
            ledger.steps().get(0).finished(1, true);
            ledger.acknowledged("id", item);
        }
        return ledger;
    }

    private ItemFiles files() {
        return new ItemFiles(dir.resolve("acked.ndjson.gz"), dir.resolve("export.ndjson.gz"));
    }

    private static void await(InsertLedger ledger) {
        Awaitility.await().atMost(Duration.ofSeconds(30)).until(ledger::storeRead);
    }
}
