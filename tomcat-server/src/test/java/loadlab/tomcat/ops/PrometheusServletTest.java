package loadlab.tomcat.ops;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** CONTRACT.md "Operations", metrics: the process's CPU time and the requests per route, as the reference server names them. */
class PrometheusServletTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @Test
    void answersInThePrometheusTextFormatWithTheProcessCpuTime() {
        String body = server.get("/prometheus").body();

        assertThatAnswer(server.get("/prometheus")).hasStatus(200);
        assertThat(server.get("/prometheus").headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("text/plain"));
        assertThat(value(body, "process_cpu_seconds_total", "")).isPositive();
        assertThat(body).contains("jvm_memory_used_bytes");
    }

    @Test
    void countsTheRequestsOfEachRouteAndStatus() {
        double hellos = value(server.get("/prometheus").body(), "http_server_requests_seconds_count", "uri=\"/hello\"");
        double inserts = value(server.get("/prometheus").body(), "http_server_requests_seconds_count", "uri=\"/items\"");
        for (int i = 0; i < 3; i++) {
            assertThatAnswer(server.get("/hello")).hasStatus(200);
        }
        assertThatAnswer(server.send("POST", "/items")).hasStatus(201);

        String after = server.get("/prometheus").body();
        assertThat(value(after, "http_server_requests_seconds_count", "uri=\"/hello\"")).isEqualTo(hellos + 3);
        assertThat(value(after, "http_server_requests_seconds_count", "status=\"201\"")).isEqualTo(inserts + 1);
    }

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
