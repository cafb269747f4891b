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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The coordinator against callers that are not the split's injectors, or uploads that are not whole
 * runs: each is answered 4xx with a reason, nothing is written where a run would be, and whatever the
 * split had already received stays as it was.
 */
class SplitCoordinatorHostileTest {
    private static final Instant NOW = Instant.parse("2026-12-06T12:00:00Z");
    /** Small enough to reach in a test with a few kilobytes sent. */
    private static final UploadLimits LIMITS = new UploadLimits(1 << 20, 50, 4);

    @TempDir
    Path runs;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private SplitCoordinator split;

    private void start(int injectors, Duration readyTimeout) throws IOException {
        split = new SplitCoordinator(new CoordinatorSettings(injectors, runs, Duration.ofSeconds(30), readyTimeout,
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), Uploads.TOKEN, LIMITS),
                Clock.fixed(NOW, ZoneOffset.UTC), new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    private void start(int injectors) throws IOException {
        start(injectors, Duration.ofMinutes(5));
    }

    @AfterEach
    void stop() {
        if (split != null) {
            split.close();
        }
    }

    @Test
    void aSpoofedStatusWithoutTheTokenIsRefusedAndNeitherCompletesNorFailsTheSplit() throws Exception {
        start(2);

        HttpResponse<String> passed = send("PUT", "/runs/1?status=0", new byte[0], null);
        HttpResponse<String> failed = send("PUT", "/runs/1?status=1", new byte[0], null);

        assertThat(passed.statusCode()).isEqualTo(401);
        assertThat(failed.statusCode()).isEqualTo(401);
        assertThat(passed.body()).contains("this split's token is required");
        assertThat(split.outcome()).isNotDone();
        assertThat(runs.resolve("injector-1")).doesNotExist();
    }

    @Test
    void aWrongTokenIsRefusedOnEveryPathHealthIncluded() throws Exception {
        start(2);
        String wrong = "Bearer " + "f".repeat(32);

        assertThat(send("POST", "/ready/0", null, wrong).statusCode()).isEqualTo(401);
        assertThat(send("PUT", "/runs/0?status=0&files=1&sha256=" + "0".repeat(64), Uploads.zipOf("a", "x"), wrong)
                .statusCode()).isEqualTo(401);
        assertThat(send("GET", "/health", null, wrong).statusCode()).isEqualTo(401);
        assertThat(send("GET", "/health", null, null).statusCode()).isEqualTo(401);
        assertThat(send("GET", "/health", null, token()).statusCode()).isEqualTo(200);
        assertThat(split.outcome()).isNotDone();
    }

    @Test
    void anInjectorOutsideTheSplitIsABadRequest() throws Exception {
        start(2);

        assertThat(send("POST", "/ready/2", null, token()).statusCode()).isEqualTo(400);
        HttpResponse<String> put = put(2, 0, Uploads.zipOf("a/simulation.log", "x"));

        assertThat(put.statusCode()).isEqualTo(400);
        assertThat(put.body()).contains("injector 2 is not one of 0..1");
        assertThat(split.outcome()).isNotDone();
    }

    @Test
    void aSecondUploadForOneInjectorIsRefusedAndTheFirstStaysWhole() throws Exception {
        start(2);
        assertThat(put(0, 0, Uploads.zipOf("run/simulation.log", "the first")).statusCode()).isEqualTo(200);

        HttpResponse<String> again = put(0, 0, Uploads.zipOf("run/simulation.log", "the second"));

        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(again.body()).contains("received once");
        assertThat(runs.resolve("injector-0/run/simulation.log")).hasContent("the first");
        assertThat(split.await(Duration.ofSeconds(5))).isFalse();
    }

    @Test
    void aZipBombIsCutAtTheLimitWhileItUnpacksAndLeavesNothing() throws Exception {
        start(1);
        byte[] zeros = new byte[8 << 20];
        ByteArrayOutputStream bomb = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bomb)) {
            zip.putNextEntry(new ZipEntry("run/simulation.log"));
            zip.write(zeros);
            zip.closeEntry();
        }
        assertThat(bomb.size()).as("eight megabytes of zeros zip to a few kilobytes").isLessThan(64 << 10);

        HttpResponse<String> answer = put(0, 0, bomb.toByteArray());

        assertThat(answer.statusCode()).isEqualTo(413);
        assertThat(answer.body()).contains("more than " + (1 << 20) + " bytes unpacked");
        assertThat(leftInRuns()).isEmpty();
        assertThat(split.await(Duration.ofSeconds(5))).isFalse();
    }

    @Test
    void tooManyEntriesOrTooDeepAPathIsRefused() throws Exception {
        start(2);
        ByteArrayOutputStream many = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(many)) {
            for (int i = 0; i <= LIMITS.maxEntries(); i++) {
                zip.putNextEntry(new ZipEntry("run/file-" + i));
                zip.closeEntry();
            }
        }

        HttpResponse<String> tooMany = put(0, 0, many.toByteArray());
        HttpResponse<String> tooDeep = put(1, 0, Uploads.zipOf("a/b/c/d/e/simulation.log", "x"));

        assertThat(tooMany.statusCode()).isEqualTo(413);
        assertThat(tooMany.body()).contains("more than 50 entries");
        assertThat(tooDeep.statusCode()).isEqualTo(413);
        assertThat(tooDeep.body()).contains("deeper than 4 folders");
        assertThat(leftInRuns()).isEmpty();
    }

    @Test
    void aPathThatLeavesTheInjectorsFolderOrIsNoPathIsRefused() throws Exception {
        start(3);

        HttpResponse<String> up = put(0, 0, Uploads.zipOf("../escaped.txt", "x"));
        HttpResponse<String> absolute = put(1, 0, Uploads.zipOf("/tmp/absolute.txt", "x"));
        HttpResponse<String> nul = put(2, 0, Uploads.zipOf("run/a\u0000b", "x"));

        assertThat(up.statusCode()).isEqualTo(400);
        assertThat(up.body()).contains("lands outside the injector's folder");
        assertThat(absolute.statusCode()).isEqualTo(400);
        assertThat(nul.statusCode()).isEqualTo(400);
        assertThat(nul.body()).contains("is not a path");
        assertThat(runs.getParent().resolve("escaped.txt")).doesNotExist();
        assertThat(leftInRuns()).isEmpty();
    }

    @Test
    void anUploadCutShortAtAnEntryBoundaryIsRefusedByItsFileCount() throws Exception {
        start(1);
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        int secondEntry;
        try (ZipOutputStream zip = new ZipOutputStream(whole)) {
            zip.putNextEntry(new ZipEntry("run/simulation.log"));
            zip.write("first".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            zip.flush();
            secondEntry = whole.size();
            zip.putNextEntry(new ZipEntry("run/records/run.json"));
            zip.write("{}".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        byte[] cut = Arrays.copyOf(whole.toByteArray(), secondEntry);

        HttpResponse<String> answer = send("PUT", "/runs/0?status=0&" + Uploads.declared(whole.toByteArray()), cut,
                token());

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("cut short or altered: 1 file(s)");
        assertThat(leftInRuns()).isEmpty();
    }

    @Test
    void anEmptyUploadOfAnInjectorThatPassedIsRefused() throws Exception {
        start(1);
        ByteArrayOutputStream empty = new ByteArrayOutputStream();
        new ZipOutputStream(empty).close();

        HttpResponse<String> answer = put(0, 0, empty.toByteArray());

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("holds no file");
        assertThat(split.await(Duration.ofSeconds(5))).isFalse();
    }

    @Test
    void aReadyIsAnsweredWhenItsTimeoutPassesWithoutTheOthers() throws Exception {
        start(2, Duration.ofMillis(300));

        HttpResponse<String> answer = send("POST", "/ready/0", null, token());

        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.body()).contains("did not start within");
    }

    @Test
    void fiftyStrayReadiesNeitherStarveHealthNorTheRealSplit() throws Exception {
        start(2);
        List<CompletableFuture<HttpResponse<String>>> stray = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            // Half without the token; half with it for a simulation no other injector will ever reach.
            stray.add(sendAsync("POST", "/ready/" + (i % 2) + "?run=Stray" + i, i % 2 == 0 ? null : token()));
        }
        Thread.sleep(300);

        assertThat(send("GET", "/health", null, token()).statusCode()).isEqualTo(200);
        CompletableFuture<HttpResponse<String>> first = sendAsync("POST", "/ready/0?run=InsertSimulation", token());
        HttpResponse<String> second = sendAsync("POST", "/ready/1?run=InsertSimulation", token()).get(10,
                TimeUnit.SECONDS);
        assertThat(second.statusCode()).isEqualTo(200);
        assertThat(first.get(10, TimeUnit.SECONDS).body()).isEqualTo(second.body());
        assertThat(put(0, 0, Uploads.zipOf("run/simulation.log", "0")).statusCode()).isEqualTo(200);
        assertThat(put(1, 0, Uploads.zipOf("run/simulation.log", "1")).statusCode()).isEqualTo(200);

        assertThat(split.await(Duration.ofSeconds(10))).isTrue();
        assertThat(stray.stream().filter(CompletableFuture::isDone).map(CompletableFuture::join)
                .map(HttpResponse::statusCode)).containsOnly(401);
    }

    /** What is left in the runs folder: nothing but whole runs ever lands there. */
    private List<Path> leftInRuns() throws IOException {
        try (Stream<Path> children = Files.list(runs)) {
            return children.toList();
        }
    }

    private static String token() {
        return "Bearer " + Uploads.TOKEN;
    }

    private HttpResponse<String> put(int injector, int status, byte[] zip) throws Exception {
        return send("PUT", "/runs/" + injector + "?status=" + status + "&" + Uploads.declared(zip), zip, token());
    }

    private HttpResponse<String> send(String method, String path, byte[] body, String authorization) throws Exception {
        return http.send(request(method, path, body, authorization), HttpResponse.BodyHandlers.ofString());
    }

    private CompletableFuture<HttpResponse<String>> sendAsync(String method, String path, String authorization) {
        return http.sendAsync(request(method, path, null, authorization), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest request(String method, String path, byte[] body, String authorization) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + split.port() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body));
        if (authorization != null) {
            builder.header("Authorization", authorization);
        }
        return builder.build();
    }
}
