package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import loadlab.gatling.support.FakeItemServer.Insert;
import loadlab.gatling.support.FakeItemServer;
import loadlab.record.Reconciliation;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * CONTRACT.md "Database insert": every item a 201 named is stored exactly once. A server that loses an
 * acknowledged write and stores a document nobody acknowledged balances the count; the run fails all
 * the same, and its record names the lost item and the stray one.
 */
class LostWriteRunTest {
    private static final String KEPT = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
    private static final String LOST = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";
    private static final String STRAY = "4a9c6f5d-b17e-4c4d-a5f6-708192031425";

    @TempDir
    Path results;

    @AutoClose
    private FakeItemServer server;

    @Test
    void aLostWriteHiddenByAnUnacknowledgedDocumentFailsTheRunByIdentity() throws Exception {
        server = FakeItemServer.start(post -> post == 1 ? Insert.honest(KEPT) : new Insert(LOST, STRAY));

        InsertRun run = InsertRun.of(results, server, 2);

        Reconciliation books = run.record().reconciliation();
        assertThat(books).as(run.output()).isNotNull();
        assertThat(books.countBalanced()).as(books.toString()).isTrue();
        assertThat(books.ok()).as(books.toString()).isFalse();
        assertThat(books.items().missingItems()).containsExactly(LOST);
        assertThat(books.items().extraItems()).containsExactly(STRAY);
        assertThat(run.exitCode()).as("the Reconcile request fails, and with it the run").isNotZero();
        assertThat(run.output()).contains("Reconcile");
    }
}
