package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.Map;
import loadlab.server.store.CapacityConfig;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A full embedded memory store answers 503 {@code store_full}, stores nothing more, and the server
 * keeps serving everything else. The cap here is derived from this JVM's heap as the server derives
 * it (max heap − reserve, over bytes per document): the reserve leaves room for exactly three.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StoreFullTest implements TestPropertyProvider {
    private static final int DOCUMENT_BYTES = 1000;
    private static final int ROOM = 3;

    @Inject
    EmbeddedServer server;

    @Inject
    StoreCapacity capacity;

    @Inject
    CapacityConfig config;

    @Override
    public Map<String, String> getProperties() {
        long reserve = Runtime.getRuntime().maxMemory() - (long) ROOM * DOCUMENT_BYTES;
        return Map.of(
                "lab.store.capacity.heap-reserve", Long.toString(reserve),
                "lab.store.capacity.document-bytes", Integer.toString(DOCUMENT_BYTES));
    }

    @Test
    void fullStoreAnswers503StoreFullAndStoresNothingMore() {
        // The tests share one server: fill it up to the cap whatever ran before.
        HttpResponse<String> refused = LabHttp.post(server, "/items");
        for (int i = 0; i < ROOM && refused.statusCode() == 201; i++) {
            refused = LabHttp.post(server, "/items");
        }
        HttpResponse<String> again = LabHttp.post(server, "/items");

        assertContractError(refused, 503, "store_full");
        assertContractError(again, 503, "store_full");
        assertThat(JsonTrees.parse(LabHttp.get(server, "/items/count").body()).get("count").getLongValue())
                .isEqualTo(ROOM);
        assertThat(capacity.cap()).isEqualTo(ROOM);
    }

    @Test
    void fullStoreStillServesHelloTransportsAndHealth() {
        while (LabHttp.post(server, "/items").statusCode() == 201) {
            assertThat(capacity.cap()).isEqualTo(ROOM);
        }
        assertThat(LabHttp.get(server, "/hello").statusCode()).isEqualTo(200);
        assertThat(LabHttp.get(server, "/ajax?idx=1&size=16").statusCode()).isEqualTo(200);
        assertThat(LabHttp.get(server, "/health").statusCode()).isEqualTo(200);
    }

    @Test
    void anExplicitCapWinsOverTheHeap() {
        CapacityConfig explicit = new CapacityConfig(42, config.heapReserve(), config.documentBytes());
        assertThat(explicit.capFor(1L << 40)).isEqualTo(42);
        assertThat(config.capFor(config.heapReserve() + 10L * DOCUMENT_BYTES)).isEqualTo(10);
        assertThat(config.capFor(config.heapReserve() / 2)).isZero();
    }
}
