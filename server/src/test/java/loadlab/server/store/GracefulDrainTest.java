package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import loadlab.server.support.LabHttp;
import loadlab.server.support.Measured;
import org.junit.jupiter.api.Test;

/**
 * Stopping the server (what SIGTERM does) waits for an insert that is in flight
 * and answers it 201, instead of cutting its connection or closing the database client under it.
 * The store acknowledges slowly so the insert is surely in flight when the stop begins. Fails
 * with {@code micronaut.lifecycle.graceful-shutdown.enabled=false}. Lives in the store package
 * to reuse the store's session wrapper.
 */
class GracefulDrainTest {
    private static final Duration ACKNOWLEDGEMENT = Duration.ofMillis(1500);

    @Test
    void stopAnswersInFlightInsertBeforeClosing() throws Exception {
        CountDownLatch insertArrived = new CountDownLatch(1);
        MongoServer store = new MongoServer(new SessionTolerantBackend(new MemoryBackend(), () -> {
            insertArrived.countDown();
            pause(ACKNOWLEDGEMENT);
        }));
        store.bind("127.0.0.1", 0);
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "mongodb.uri", "mongodb://127.0.0.1:" + store.getLocalAddress().getPort() + "/" + EmbeddedStore.DATABASE),
                Environment.TEST)) {
            CompletableFuture<HttpResponse<String>> inFlight = LabHttp.sendAsync(LabHttp.request(server, "/items")
                    .POST(HttpRequest.BodyPublishers.noBody()).build());
            assertThat(insertArrived.await(10, TimeUnit.SECONDS)).as("insert reached the store").isTrue();

            long start = System.nanoTime();
            server.stop();
            Measured.report("stop with one insert in flight (store acknowledges after 1.5 s)", Measured.since(start));

            assertThat(inFlight.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(201);
        } finally {
            store.shutdownNow();
        }
    }

    private static void pause(Duration duration) {
        try {
            TimeUnit.MILLISECONDS.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
