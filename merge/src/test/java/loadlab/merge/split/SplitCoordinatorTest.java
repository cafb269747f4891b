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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A split of injectors meets at one start, hands its runs over HTTP, and fails at once when one fails. */
class SplitCoordinatorTest {

    private static final Instant NOW = Instant.parse("2026-12-02T12:00:00Z");

    @TempDir
    Path runs;

    private final HttpClient http = HttpClient.newHttpClient();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private SplitCoordinator split;

    private SplitCoordinator start(int injectors) throws IOException {
        split = new SplitCoordinator(new CoordinatorSettings(injectors, runs, Duration.ofSeconds(30), Duration.ofMinutes(5),
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), Uploads.TOKEN, UploadLimits.DEFAULTS),
                Clock.fixed(NOW, ZoneOffset.UTC), new PrintStream(log, true, StandardCharsets.UTF_8));
        return split;
    }

    @AfterEach
    void stop() {
        if (split != null) {
            split.close();
        }
    }

    @Test
    void theStartIsFixedOnlyWhenTheLastInjectorIsReadyAndIsTheSameForAll() throws Exception {
        start(2);
        CompletableFuture<HttpResponse<String>> first = post("/ready/0");
        Thread.sleep(300);
        assertThat(first).as("injector 0 waits while injector 1 is not ready").isNotDone();

        HttpResponse<String> second = post("/ready/1").get(10, TimeUnit.SECONDS);

        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(second.body().strip()).isEqualTo("2026-12-02T12:00:30Z");
        assertThat(first.get(10, TimeUnit.SECONDS).body()).isEqualTo(second.body());
    }

    @Test
    void eachSimulationOfTheSplitHasItsOwnStartWhenEveryInjectorReachedIt() throws Exception {
        start(2);
        CompletableFuture<HttpResponse<String>> hello0 = post("/ready/0?run=HelloSimulation");
        post("/ready/1?run=HelloSimulation").get(10, TimeUnit.SECONDS);
        assertThat(hello0.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);

        CompletableFuture<HttpResponse<String>> insert0 = post("/ready/0?run=InsertSimulation");
        Thread.sleep(300);
        assertThat(insert0).as("the next simulation waits for injector 1 again, not for the start it already had")
                .isNotDone();
        post("/ready/1?run=InsertSimulation").get(10, TimeUnit.SECONDS);
        assertThat(insert0.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("injector 1 ready for InsertSimulation");
    }

    @Test
    void theSplitIsCompleteWhenEveryInjectorsRunsArrivedWithStatusZero() throws Exception {
        start(2);
        assertThat(put("/runs/1?status=0", zipOf("insertsimulation-1/simulation.log", "log of 1")).statusCode())
                .isEqualTo(200);
        assertThat(split.outcome()).isNotDone();

        put("/runs/0?status=0", zipOf("insertsimulation-0/simulation.log", "log of 0"));

        assertThat(split.await(Duration.ofSeconds(5))).isTrue();
        assertThat(runs.resolve("injector-0/insertsimulation-0/simulation.log")).hasContent("log of 0");
        assertThat(runs.resolve("injector-1/insertsimulation-1/simulation.log")).hasContent("log of 1");
    }

    @Test
    void anInjectorThatFailedFailsTheSplitAtOnceAndReleasesThoseWaitingToStart() throws Exception {
        start(3);
        CompletableFuture<HttpResponse<String>> waiting = post("/ready/0");

        put("/runs/2?status=1", zipOf("hellosimulation-2/simulation.log", "partial"));

        assertThat(split.await(Duration.ofSeconds(5))).isFalse();
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("FAILED: injector 2 exited with status 1");
        HttpResponse<String> released = waiting.get(10, TimeUnit.SECONDS);
        assertThat(released.statusCode()).isEqualTo(409);
        assertThat(released.body()).contains("injector 2 exited with status 1");
    }

    @Test
    void theDeadlineFailsASplitWhoseInjectorsNeverReported() throws Exception {
        start(2);
        put("/runs/0?status=0", zipOf("a/simulation.log", "x"));

        assertThat(split.await(Duration.ofMillis(200))).isFalse();
        assertThat(log.toString(StandardCharsets.UTF_8)).contains("1 injector(s) of 2 received");
    }

    @Test
    void anEntryThatWouldLandOutsideTheInjectorsFolderIsRefused() throws Exception {
        start(1);

        HttpResponse<String> answer = put("/runs/0?status=0", zipOf("../escaped.txt", "x"));

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("lands outside");
        assertThat(runs.getParent().resolve("escaped.txt")).doesNotExist();
        assertThat(split.await(Duration.ofSeconds(5))).isFalse();
    }

    @Test
    void anIndexOutsideTheSplitOrAMissingStatusIsABadRequest() throws Exception {
        start(2);

        assertThat(post("/ready/2").get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(400);
        assertThat(put("/runs/0", zipOf("a", "x")).statusCode()).isEqualTo(400);
        assertThat(split.outcome()).isNotDone();
    }

    @Test
    void aZippedFolderUnzipsToTheSameFiles(@TempDir Path source) throws IOException {
        Files.createDirectories(source.resolve("run/records"));
        Files.writeString(source.resolve("run/simulation.log"), "records");
        Files.writeString(source.resolve("run/records/run.json"), "{}");
        ByteArrayOutputStream zip = new ByteArrayOutputStream();

        RunArchive.zip(source, zip);
        int files = RunArchive.unzip(new java.io.ByteArrayInputStream(zip.toByteArray()), runs.resolve("copy"),
                UploadLimits.DEFAULTS);

        assertThat(files).isEqualTo(2);
        assertThat(runs.resolve("copy/run/simulation.log")).hasContent("records");
        assertThat(runs.resolve("copy/run/records/run.json")).hasContent("{}");
    }

    private CompletableFuture<HttpResponse<String>> post(String path) {
        return http.sendAsync(HttpRequest.newBuilder(uri(path)).header("Authorization", "Bearer " + Uploads.TOKEN)
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A PUT with the token, and the zip's file count and checksum added to a path that has a status. */
    private HttpResponse<String> put(String path, byte[] body) throws IOException, InterruptedException {
        String declared = path.contains("status=") ? path + "&" + Uploads.declared(body) : path;
        return http.send(HttpRequest.newBuilder(uri(declared)).header("Authorization", "Bearer " + Uploads.TOKEN)
                .PUT(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + split.port() + path);
    }

    private static byte[] zipOf(String name, String content) throws IOException {
        return Uploads.zipOf(name, content);
    }
}
