package loadlab.server.store;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/**
 * A write whose outcome is unknown is never a 201: the store applies the insert but its answer
 * comes later than the driver's read timeout. The client gets 503; the document exists. This is
 * the one case where the count may exceed the 201s (docs/reliability.md, "Database outage").
 * It lives in the store package to reuse the store's session wrapper with a slow acknowledgement.
 */
class InDoubtWriteTest {
    private static final Duration READ_TIMEOUT = Duration.ofSeconds(1);

    @Test
    void insertAcknowledgedAfterReadTimeoutAnswers503AndIsStored() throws InterruptedException {
        AtomicBoolean slowAcknowledgement = new AtomicBoolean(true);
        MongoServer store = new MongoServer(new SessionTolerantBackend(new MemoryBackend(), () -> {
            if (slowAcknowledgement.getAndSet(false)) {
                pause(READ_TIMEOUT.multipliedBy(2));
            }
        }));
        store.bind("127.0.0.1", 0);
        String uri = "mongodb://127.0.0.1:" + store.getLocalAddress().getPort() + "/" + EmbeddedStore.DATABASE;
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "mongodb.uri", uri,
                "mongodb.socket.read-timeout", READ_TIMEOUT.toMillis() + "ms"), Environment.TEST)) {
            HttpResponse<String> inDoubt = LabHttp.send(LabHttp.request(server, "/items")
                    .POST(HttpRequest.BodyPublishers.noBody()).build());

            assertContractError(inDoubt, 503, "database_unavailable");
            await().atMost(LabHttp.WAIT).until(() -> count(server) == 1);
            assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
            assertThat(count(server)).isEqualTo(2);
        } finally {
            store.shutdownNow();
        }
    }

    private static long count(EmbeddedServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/items/count");
        return response.statusCode() == 200 ? JsonTrees.parse(response.body()).get("count").getLongValue() : -1;
    }

    private static void pause(Duration duration) {
        try {
            TimeUnit.MILLISECONDS.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
