package loadlab.server.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadlab.server.support.LabHttp;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;

/**
 * CONTRACT.md, "Operations", metrics: {@code GET /prometheus} in the Prometheus text format, with the process's
 * CPU time, the requests per route, open WebSockets per endpoint and the inserts acknowledged.
 */
@MicronautTest(transactional = false)
class PrometheusEndpointTest {
    @Inject
    EmbeddedServer server;

    @Test
    void answersInThePrometheusTextFormatWithTheProcessCpuTime() {
        HttpResponse<String> response = LabHttp.get(server, "/prometheus");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("text/plain"));
        assertThat(value(response.body(), "process_cpu_seconds_total", "")).as("CPU seconds since start")
                .isPositive();
        // jvm_gc_pause_seconds appears with the first collection; these from the start.
        assertThat(response.body()).contains("# TYPE jvm_gc_memory_allocated_bytes_total counter", "jvm_memory_used_bytes");
    }

    @Test
    void countsTheRequestsOfEachRoute() {
        double before = helloRequests();
        for (int i = 0; i < 5; i++) {
            assertThat(LabHttp.get(server, "/hello").statusCode()).isEqualTo(200);
        }

        await().atMost(LabHttp.WAIT).untilAsserted(() -> assertThat(helloRequests()).isEqualTo(before + 5));
    }

    @Test
    void countsEveryAcknowledgedInsert() {
        double before = value(LabHttp.get(server, "/prometheus").body(), "lab_items_inserted_total", "");
        assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
        assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);

        assertThat(value(LabHttp.get(server, "/prometheus").body(), "lab_items_inserted_total", "")).isEqualTo(before + 2);
    }

    @Test
    void countsAPersistentSocketWhileItIsOpen() {
        URI uri = URI.create("ws://127.0.0.1:" + server.getPort() + "/ws");
        try (SocketClient socket = SocketClient.open(uri)) {
            await().atMost(LabHttp.WAIT).untilAsserted(() -> assertThat(sockets("ws")).isEqualTo(1));
            socket.closeNormally();
        }

        await().atMost(LabHttp.WAIT).untilAsserted(() -> assertThat(sockets("ws")).isZero());
    }

    private double helloRequests() {
        return value(LabHttp.get(server, "/prometheus").body(), "http_server_requests_seconds_count",
                "uri=\"/hello\"");
    }

    private double sockets(String endpoint) {
        return value(LabHttp.get(server, "/prometheus").body(), "lab_websocket_sessions", "endpoint=\"" + endpoint + "\"");
    }

    /** The sample of {@code metric} whose labels hold {@code label} (any sample when blank); 0 when there is none. */
    private static double value(String exposition, String metric, String label) {
        Matcher sample = Pattern.compile("(?m)^" + Pattern.quote(metric) + "(\\{[^}]*})? (\\S+)").matcher(exposition);
        double sum = 0;
        while (sample.find()) {
            if (label.isEmpty() || (sample.group(1) != null && sample.group(1).contains(label))) {
                sum += Double.parseDouble(sample.group(2));
            }
        }
        return sum;
    }
}
