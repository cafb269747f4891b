package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UsageSamplerTest {
    /** Long enough that no regular sample follows the first one while a test runs. */
    private static final Duration RARELY = Duration.ofHours(1);

    @Test
    void sampleNowWritesOneMoreSampleBesideTheRegularInterval(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        try (UsageSampler sampler = UsageSampler.startThisJvm(csv, RARELY)) {
            long asked = System.currentTimeMillis();
            sampler.sampleNow().get(10, TimeUnit.SECONDS);

            // The first regular sample (taken at start), then the one asked for, on the sampler's thread.
            assertThat(UsageCsv.read(csv).samples()).hasSize(2);
            assertThat(UsageCsv.read(csv).samples().get(1).epochMillis()).isGreaterThanOrEqualTo(asked);
        }
        assertThat(UsageCsv.read(csv).samples()).hasSize(3);
    }

    @Test
    void sampleNowAfterCloseSamplesNothingAndDoesNotFail(@TempDir Path dir) {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        UsageSampler sampler = UsageSampler.startThisJvm(csv, RARELY);
        sampler.close();
        int written = UsageCsv.read(csv).samples().size();

        CompletableFuture<Void> late = sampler.sampleNow();

        assertThat(late).isDone();
        assertThat(UsageCsv.read(csv).samples()).hasSize(written);
    }

    @Test
    void aServerSampledByItsMetricsHasItsCpuTimeItsCoresAndNoPid(@TempDir Path dir) throws Exception {
        AtomicInteger scrapes = new AtomicInteger();
        HttpServer metrics = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        metrics.createContext("/prometheus", exchange -> {
            byte[] body = ("# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total "
                    + (1.5 * scrapes.incrementAndGet()) + "\n").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        metrics.start();
        Path csv = dir.resolve("HelloSimulation-1-usage.csv");
        try {
            URI url = URI.create("http://127.0.0.1:" + metrics.getAddress().getPort() + "/prometheus");
            try (UsageSampler sampler = UsageSampler.startScrape(url, 8, csv, RARELY)) {
                sampler.sampleNow().get(10, TimeUnit.SECONDS);
            }
        } finally {
            metrics.stop(0);
        }

        ProcessUsage usage = UsageCsv.read(csv);
        assertThat(usage.scraped()).isTrue();
        assertThat(usage.cores()).isEqualTo(8);
        assertThat(usage.samples()).extracting(UsageSample::cpuSeconds).containsExactly(1.5, 3.0, 4.5);
    }

    @Test
    void aScrapeThatFailsLeavesNoSample(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("HelloSimulation-1-usage.csv");
        URI nobody = URI.create("http://127.0.0.1:" + closedPort() + "/prometheus");
        try (UsageSampler sampler = UsageSampler.startScrape(nobody, 2, csv, RARELY)) {
            sampler.sampleNow().get(10, TimeUnit.SECONDS);
        }

        assertThat(UsageCsv.read(csv).samples()).isEmpty();
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
