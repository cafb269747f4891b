package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import loadlab.gatling.support.FakeItemServer.Insert;
import loadlab.gatling.support.FakeItemServer;
import loadlab.record.ItemBooks;
import loadlab.record.Reconciliation;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An insert that gets no answer is not acknowledged, even when the same user's insert before it was:
 * a server that stores one item and drops the connection of the next insert balances its books at one,
 * by count and by identity. (A user's previous 201 once lingered in its session and counted for the
 * unanswered insert, so a server that lost nothing read as having lost it.)
 */
class UnansweredInsertRunTest {
    private static final String ITEM = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";

    @TempDir
    Path results;

    @AutoClose
    private FakeItemServer server;

    @Test
    void anInsertWithoutAnAnswerIsNotCountedAsAcknowledged() throws Exception {
        server = FakeItemServer.start(post -> post == 1 ? Insert.honest(ITEM) : new Insert(null, null));

        InsertRun run = InsertRun.of(results, server, 2);

        assertThat(server.posts()).as("inserts sent; output:\n%s", run.output()).isEqualTo(2);
        assertThat(run.record().reconciliation()).as("the run's books; output:\n%s", run.output())
                .isEqualTo(new Reconciliation(1, 0, 1).withItems(
                        new ItemBooks(1, 1, 0, 0, 0L, 1, List.of(), List.of(), List.of())));
    }
}
