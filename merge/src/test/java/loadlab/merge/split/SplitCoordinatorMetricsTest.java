package loadlab.merge.split;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The coordinator's {@code GET /metrics}: Prometheus reads what the split has seen so far, and only with the
 * split's token, as every other caller.
 */
class SplitCoordinatorMetricsTest {
    private static final Instant NOW = Instant.parse("2026-12-02T12:00:00Z");
    /** What Prometheus 2.x sends: OpenMetrics first, the text format as a fallback. */
    private static final String PROMETHEUS_ACCEPT = "application/openmetrics-text;version=1.0.0,"
            + "application/openmetrics-text;version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1";

    @TempDir
    Path runs;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private SplitCoordinator split;

    private void start(int injectors) throws IOException {
        split = new SplitCoordinator(new CoordinatorSettings(injectors, runs, Duration.ofSeconds(30), Duration.ofMinutes(5),
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), Uploads.TOKEN, UploadLimits.DEFAULTS),
                Clock.fixed(NOW, ZoneOffset.UTC), new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void stop() {
        if (split != null) {
            split.close();
        }
    }

    @Test
    void aScrapeWithoutTheSplitsTokenIsRefused() throws Exception {
        start(2);

        HttpResponse<String> none = send("GET", "/metrics", null, null, null);
        HttpResponse<String> wrong = send("GET", "/metrics", null, "Bearer " + "f".repeat(32), null);

        assertThat(none.statusCode()).isEqualTo(401);
        assertThat(none.body()).contains("this split's token is required").doesNotContain("loadlab_set_");
        assertThat(wrong.statusCode()).isEqualTo(401);
        assertThat(split.outcome()).isNotDone();
    }

    @Test
    void afterTwoReadiesAndOneUploadTheScrapeShowsExactlyThose() throws Exception {
        start(2);
        CompletableFuture<HttpResponse<String>> first = sendAsync("/ready/0?run=InsertSimulation");
        assertThat(sendAsync("/ready/1?run=InsertSimulation").get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(first.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        byte[] zip = Uploads.zipOf("insertsimulation-0/simulation.log", "log of 0");
        assertThat(put(0, 0, zip).statusCode()).isEqualTo(200);

        HttpResponse<String> scrape = send("GET", "/metrics", null, token(), null);

        assertThat(scrape.statusCode()).isEqualTo(200);
        assertThat(scrape.headers().firstValue("Content-Type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
        assertThat(samples(scrape.body())).isEqualTo(Map.of(
                "loadlab_set_injectors_expected", 2.0,
                "loadlab_set_injectors_ready{simulation=\"InsertSimulation\"}", 2.0,
                "loadlab_set_start_time_seconds{simulation=\"InsertSimulation\"}", (double) NOW.plusSeconds(30)
                        .getEpochSecond(),
                "loadlab_set_runs_received_total{status=\"ok\"}", 1.0,
                "loadlab_set_runs_received_total{status=\"failed\"}", 0.0,
                "loadlab_set_upload_received_bytes_total", (double) zip.length,
                "loadlab_set_uploads_refused_total", 0.0,
                "loadlab_set_failed", 0.0,
                "loadlab_set_complete", 0.0));
    }

    @Test
    void aRefusedUploadIsCountedAndTheSplitShowsFailed() throws Exception {
        start(1);
        byte[] zip = Uploads.zipOf("../escaped.txt", "x");
        assertThat(put(0, 0, zip).statusCode()).isEqualTo(400);
        assertThat(split.await(Duration.ofSeconds(5))).isFalse();

        Map<String, Double> samples = samples(send("GET", "/metrics", null, token(), null).body());

        assertThat(samples).containsEntry("loadlab_set_uploads_refused_total", 1.0)
                .containsEntry("loadlab_set_runs_received_total{status=\"ok\"}", 0.0)
                .containsEntry("loadlab_set_failed", 1.0)
                .containsEntry("loadlab_set_complete", 0.0);
        assertThat(samples.get("loadlab_set_upload_received_bytes_total")).as("what was read before the refusal")
                .isPositive().isLessThanOrEqualTo(zip.length);
    }

    @Test
    void theSplitIsCompleteOnceEveryInjectorsRunsArrived() throws Exception {
        start(1);
        put(0, 0, Uploads.zipOf("run/simulation.log", "x"));
        assertThat(split.await(Duration.ofSeconds(5))).isTrue();

        Map<String, Double> samples = samples(send("GET", "/metrics", null, token(), null).body());

        assertThat(samples).containsEntry("loadlab_set_complete", 1.0).containsEntry("loadlab_set_failed", 0.0);
    }

    @Test
    void prometheusAskingForOpenMetricsGetsIt() throws Exception {
        start(2);

        HttpResponse<String> scrape = send("GET", "/metrics", null, token(), PROMETHEUS_ACCEPT);

        assertThat(scrape.statusCode()).isEqualTo(200);
        assertThat(scrape.headers().firstValue("Content-Type"))
                .hasValue("application/openmetrics-text; version=1.0.0; charset=utf-8");
        assertThat(scrape.body()).contains("# TYPE loadlab_set_runs_received counter\n",
                "# UNIT loadlab_set_upload_received_bytes bytes\n", "loadlab_set_injectors_expected 2").endsWith("# EOF\n");
    }

    /** Each sample of the Prometheus text format, {@code name{labels}} to its value; comments left out. */
    private static Map<String, Double> samples(String text) {
        Map<String, Double> samples = new TreeMap<>();
        text.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).forEach(line -> {
            int space = line.lastIndexOf(' ');
            samples.put(line.substring(0, space), Double.parseDouble(line.substring(space + 1)));
        });
        return samples;
    }

    private static String token() {
        return "Bearer " + Uploads.TOKEN;
    }

    private HttpResponse<String> put(int injector, int status, byte[] zip) throws Exception {
        return send("PUT", "/runs/" + injector + "?status=" + status + "&" + Uploads.declared(zip), zip, token(), null);
    }

    private CompletableFuture<HttpResponse<String>> sendAsync(String readyPath) {
        return http.sendAsync(request("POST", readyPath, null, token(), null), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String method, String path, byte[] body, String authorization, String accept)
            throws Exception {
        return http.send(request(method, path, body, authorization, accept), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest request(String method, String path, byte[] body, String authorization, String accept) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + split.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body));
        if (authorization != null) {
            builder.header("Authorization", authorization);
        }
        if (accept != null) {
            builder.header("Accept", accept);
        }
        return builder.build();
    }
}
