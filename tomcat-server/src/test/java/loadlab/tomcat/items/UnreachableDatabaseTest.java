package loadlab.tomcat.items;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.time.Duration;
import loadlab.tomcat.Settings;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** CONTRACT.md "Errors": with MongoDB unreachable, 503 within a few seconds; never a hang, never a 201. */
class UnreachableDatabaseTest {
    /** The driver's server-selection bound is 2 s; the answer must come well within a few seconds. */
    private static final Duration BOUND = Duration.ofSeconds(5);

    @RegisterExtension
    static final TestServer server = TestServer.with(
            new Settings(0, "mongodb://" + Settings.HOST + ":" + closedPort() + "/lab", "*", Duration.ofSeconds(10)));

    /** A port that was free a moment ago and has no listener now, so connecting to it is refused. */
    private static int closedPort() {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName(Settings.HOST))) {
            return probe.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void answersAnInsertWith503DatabaseUnavailableWithinTheBound() {
        long start = System.nanoTime();
        HttpResponse<String> answer = server.send("POST", "/items");

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(BOUND);
        assertThatAnswer(answer).hasStatus(503).body().startsWith("{\"error\":\"database_unavailable\",\"message\":");
    }

    @Test
    void answersTheCountWith503Too() {
        assertThatAnswer(server.get("/items/count")).hasStatus(503).body().contains("\"error\":\"database_unavailable\"");
    }

    @Test
    void answersTheExportWith503Too() {
        assertThatAnswer(server.get("/items/export")).hasStatus(503).hasHeader("Content-Type", "application/json")
                .body().contains("\"error\":\"database_unavailable\"");
    }

    @Test
    void reportsHealthDownWith503() {
        assertThatAnswer(server.get("/health")).hasStatus(503).body().isEqualTo("{\"status\":\"DOWN\",\"database\":\"DOWN\"}");
    }
}
