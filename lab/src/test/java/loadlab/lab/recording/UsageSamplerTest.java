package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageCsv;
import loadlab.record.UsageSample;
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

    @Test
    void injectorSamplerRecordsTheSystemPartOfItsCpu(@TempDir Path dir) throws IOException {
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "system CPU time is read from /proc");
        Path csv = dir.resolve("injector.csv");
        try (UsageSampler sampler = UsageSampler.startThisJvm(csv, Duration.ofMillis(50))) {
            // System time to measure: small writes, each a system call.
            Path scratch = dir.resolve("scratch");
            for (int i = 0; i < 20_000; i++) {
                Files.writeString(scratch, Integer.toString(i));
            }
        }
        List<UsageSample> samples = UsageCsv.read(csv).samples();
        UsageSample last = samples.get(samples.size() - 1);
        // Read a moment after the total, so it may be one 10 ms tick ahead of it.
        assertThat(last.systemCpuSeconds()).as("this JVM's system time, from /proc").isPositive()
                .isLessThanOrEqualTo(last.cpuSeconds() + 0.02);
    }

    @Test
    void samplerRecordsThisProcessUntilClosed(@TempDir Path dir) {
        Path csv = dir.resolve("self-usage.csv");
        try (UsageSampler sampler = UsageSampler.start(ProcessHandle.current(), csv, Duration.ofMillis(50))) {
            assertThat(sampler).isNotNull();
        }
        ProcessUsage usage = UsageCsv.read(csv);
        assertThat(usage.pid()).isEqualTo(ProcessHandle.current().pid());
        assertThat(usage.samples()).isNotEmpty();
        assertThat(usage.samples().get(0).cpuSeconds()).isPositive();
    }
}
