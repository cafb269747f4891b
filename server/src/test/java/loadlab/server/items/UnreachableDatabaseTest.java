package loadlab.server.items;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static loadlab.server.support.ContractAssertions.assertJsonAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Contract, "Errors" and "Operations": with MongoDB unreachable, inserts answer 503 within a bounded
 * time (never 201, never a hang) and health says DOWN. The bound here only catches a hang; it is
 * not a speed claim.
 */
@MicronautTest(transactional = false)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnreachableDatabaseTest implements TestPropertyProvider {
    private static final Duration HANG = Duration.ofSeconds(10);

    @Inject
    EmbeddedServer server;

    @Override
    public Map<String, String> getProperties() {
        return Map.of("mongodb.uri", "mongodb://127.0.0.1:" + portNobodyListensOn() + "/lab");
    }

    @Test
    void insertAnswers503WithinBound() {
        long start = System.nanoTime();

        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, "/items")
                .timeout(HANG).POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build());

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(HANG);
        assertContractError(response, 503, "database_unavailable");
    }

    @Test
    void countAnswers503() {
        assertContractError(LabHttp.get(server, "/items/count"), 503, "database_unavailable");
    }

    @Test
    void exportAnswers503() {
        assertContractError(LabHttp.get(server, "/items/export"), 503, "database_unavailable");
    }

    @Test
    void healthAnswers503Down() {
        HttpResponse<String> response = LabHttp.get(server, "/health");

        JsonNode body = assertJsonAnswer(response, 503);
        assertThat(body.get("status").getStringValue()).isEqualTo("DOWN");
    }

    private static int portNobodyListensOn() {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
