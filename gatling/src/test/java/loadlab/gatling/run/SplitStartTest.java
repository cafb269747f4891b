package loadlab.gatling.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An injector asks the split's coordinator for the start of its simulation, and stops when the set failed. */
class SplitStartTest {

    private static final String TOKEN = "0123456789abcdef0123456789abcdef";
    private HttpServer coordinator;
    private final List<String> asked = new CopyOnWriteArrayList<>();

    private URI coordinator(int status, String body) throws IOException {
        coordinator = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        coordinator.createContext("/", exchange -> {
            asked.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                    + exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        coordinator.start();
        return URI.create("http://127.0.0.1:" + coordinator.getAddress().getPort() + "/");
    }

    @AfterEach
    void stop() {
        if (coordinator != null) {
            coordinator.stop(0);
        }
    }

    @Test
    void theStartIsTheInstantTheCoordinatorAnswersForThisInjectorAndSimulation() throws IOException {
        URI url = coordinator(200, "2026-12-02T12:00:30Z\n");

        Instant start = SplitStart.ask(url, TOKEN, 3, "InsertSimulation");

        assertThat(start).isEqualTo(Instant.parse("2026-12-02T12:00:30Z"));
        assertThat(asked).containsExactly("POST /ready/3?run=InsertSimulation Bearer " + TOKEN);
    }

    @Test
    void aSetThatFailedBeforeItStartedStopsThisInjectorWithTheCoordinatorsReason() throws IOException {
        URI url = coordinator(409, "the set failed: injector 1 exited with status 1\n");

        assertThatThrownBy(() -> SplitStart.ask(url, TOKEN, 0, "HelloSimulation"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("answered 409: the set failed: injector 1 exited with status 1");
    }

    @Test
    void anAnswerThatIsNoInstantIsRefused() {
        assertThatThrownBy(() -> SplitStart.startIn(200, "soon", URI.create("http://c/ready/0")))
                .hasMessageContaining("answered no instant: 'soon'");
    }
}
