package loadlab.gatling.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import loadlab.lab.launch.FreePort;
import loadlab.gatling.support.Checkout;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.RequestRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real run's live figures: scraped while it goes they grow, and once it is over they are its log's counts,
 * request by request, and the run waits for that last scrape before it ends.
 */
class LiveFiguresRunTest {
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final int RATE = 200;
    private static final int SECONDS = 6;

    @TempDir
    Path results;

    @Test
    void scrapedWhileTheRunGoesTheFiguresGrowAndEndAsTheReportsCounts() throws Exception {
        int port = FreePort.onLoopback();
        Process gatling = Checkout.gatling("HelloSimulation", results, "-Dprofile=smoke", "-DhelloVariants=open-keepalive",
                "-Drate=" + RATE, "-DdurationSeconds=" + SECONDS, "-DwarmUpRequests=0", "-DwarmUpSeconds=0",
                "-DcrossCheck=false", "-DliveMetrics=127.0.0.1:" + port, "-DliveMetricsLingerSeconds=60");
        URI metrics = URI.create("http://127.0.0.1:" + port + "/metrics");
        List<Scrape> scrapes = new ArrayList<>();
        try {
            long deadline = System.nanoTime() + BOUND.toNanos();
            while (gatling.isAlive() && System.nanoTime() < deadline) {
                Optional<Scrape> scrape = Scrape.of(metrics, null);
                scrape.ifPresent(scrapes::add);
                if (scrape.map(s -> s.value("gatling_run_done") == 1).orElse(false)) {
                    break;
                }
                Thread.sleep(200);
            }
            assertThat(gatling.waitFor(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
            assertThat(gatling.exitValue()).as(() -> Checkout.read(Checkout.output("HelloSimulation", results))).isZero();
        } finally {
            gatling.descendants().forEach(ProcessHandle::destroyForcibly);
            gatling.destroyForcibly();
        }

        String request = "request=\"Hello Open Keep-Alive " + RATE + "/s\"";
        List<Double> counts = scrapes.stream().map(scrape -> scrape.sum("gatling_requests_total", request)).toList();
        assertThat(counts).as("the request count at each scrape").isSorted();
        assertThat(counts.stream().filter(count -> count > 0 && count < RATE * SECONDS).distinct())
                .as("seen while the run went, at one scrape or more").isNotEmpty();
        Scrape last = scrapes.get(scrapes.size() - 1);
        assertThat(last.value("gatling_run_done")).as("the run waited for the scrape of its final figures").isEqualTo(1);

        Map<String, Integer> logged = new HashMap<>();
        try (LogDecoder decoder = LogDecoder.open(Checkout.simulationLog(results))) {
            for (LogRecord record = decoder.next(); record != null; record = decoder.next()) {
                if (record instanceof RequestRecord answered) {
                    logged.merge("request=\"" + answered.name().text() + "\"|status=\"" + (answered.ok() ? "OK" : "KO")
                            + "\"", 1, Integer::sum);
                }
            }
        }
        assertThat(logged.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(RATE * SECONDS);
        logged.forEach((labels, count) -> assertThat(last.sum("gatling_requests_total", labels.split("\\|")))
                .as(labels).isEqualTo(count.doubleValue()));
        assertThat(last.sum("gatling_requests_total")).isEqualTo(RATE * SECONDS);
        assertThat(last.sum("gatling_response_time_seconds_count")).isEqualTo(RATE * SECONDS);
        assertThat(last.sum("gatling_users_started_total")).isEqualTo(RATE * SECONDS);
        assertThat(last.sum("gatling_users_active")).isZero();
        assertThat(last.value("process_cpu_seconds_total")).isPositive();
    }
}
