package loadlab.gatling.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadlab.lab.settings.LiveAddress;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RequestRecord;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.SimulationLog;
import loadlab.adapter.log.UserRecord;
import loadlab.adapter.log.ErrorRecord;
import loadlab.record.split.CoordinatorProtocol;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live figures against a log written in two parts, as Gatling's buffered writer hands it over. */
class LiveFiguresTest {
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";
    private static final LiveAddress ANY_PORT = new LiveAddress("127.0.0.1", 0);
    private static final List<LogString> NO_GROUP = List.of();

    @Test
    void theFiguresFollowTheLogAsItIsWrittenAndEndAsItsTotals(@TempDir Path dir) throws Exception {
        byte[] whole = log(dir.resolve("whole.log"));
        int half = whole.length / 2;
        Path log = dir.resolve("simulation.log");
        Files.write(log, java.util.Arrays.copyOf(whole, half));
        LiveFigures live = LiveFigures.start(ANY_PORT, Optional.empty(), "PageSimulation", () -> Optional.of(log))
                .orElseThrow();
        try {
            URI metrics = URI.create("http://127.0.0.1:" + live.port() + "/metrics");
            Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> Scrape.of(metrics, null).orElseThrow()
                    .sum("gatling_requests_total", "request=\"Get\"") > 0);
            Scrape partly = Scrape.of(metrics, null).orElseThrow();
            assertThat(partly.value("gatling_run_done")).isZero();
            assertThat(partly.sum("gatling_requests_total")).as("half the log: some of its requests")
                    .isBetween(1.0, 5.0);
            assertThat(Scrape.of(metrics, null).orElseThrow().sum("gatling_live_figures_cpu_seconds_total", "part=\"scrape\""))
                    .as("the scrapes before this one, counted on their own threads").isPositive();

            try (OutputStream out = Files.newOutputStream(log, StandardOpenOption.APPEND)) {
                out.write(whole, half, whole.length - half);
            }
            Thread finish = new Thread(() -> live.finish(Duration.ofSeconds(30)));
            finish.start();
            Awaitility.await().atMost(Duration.ofSeconds(10))
                    .until(() -> Scrape.of(metrics, null).map(scrape -> scrape.value("gatling_run_done") == 1).orElse(false));
            finish.join(10_000);
            assertThat(finish.isAlive()).as("the final figures were scraped: the injector goes on").isFalse();
        } finally {
            live.close();
        }
    }

    @Test
    void theFinalFiguresAreTheLogsCountsPerRequestStatusAndScenario(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("simulation.log");
        Files.write(log, log(dir.resolve("whole.log")));
        LiveFigures live = LiveFigures.start(ANY_PORT, Optional.empty(), "PageSimulation", () -> Optional.of(log))
                .orElseThrow();
        URI metrics = URI.create("http://127.0.0.1:" + live.port() + "/metrics");
        List<Scrape> seen = new ArrayList<>();
        Thread finish = new Thread(() -> live.finish(Duration.ofSeconds(30)));
        finish.start();
        Awaitility.await().atMost(Duration.ofSeconds(10)).until(() -> {
            Optional<Scrape> scrape = Scrape.of(metrics, null);
            scrape.ifPresent(seen::add);
            return scrape.map(s -> s.value("gatling_run_done") == 1).orElse(false);
        });
        finish.join(10_000);
        Scrape last = seen.get(seen.size() - 1);
        String get = "request=\"Get\"";
        String ok = "status=\"OK\"";
        assertThat(last.sum("gatling_requests_total", get, ok)).isEqualTo(3);
        assertThat(last.sum("gatling_requests_total", get, "status=\"KO\"")).isEqualTo(1);
        assertThat(last.sum("gatling_requests_total", "group=\"Page / Step\"", "request=\"Post\"", ok)).isEqualTo(1);
        assertThat(last.sum("gatling_requests_total", "simulation=\"PageSimulation\"")).isEqualTo(5);
        assertThat(last.sum("gatling_response_time_seconds_count", get, ok)).isEqualTo(3);
        assertThat(last.sum("gatling_response_time_seconds_sum", get, ok)).isCloseTo(2.02, within(1e-9));
        assertThat(last.sum("gatling_response_time_seconds_bucket", get, ok, "le=\"0.01\""))
                .as("5 ms, not 15 ms nor 2 s").isEqualTo(1);
        assertThat(last.sum("gatling_response_time_seconds_bucket", get, ok, "le=\"2.5\"")).isEqualTo(3);
        String page = "scenario=\"Page\"";
        assertThat(last.sum("gatling_users_started_total", page)).isEqualTo(2);
        assertThat(last.sum("gatling_users_ended_total", page)).isEqualTo(1);
        assertThat(last.sum("gatling_users_active", page)).isEqualTo(1);
        assertThat(last.sum("gatling_errors_total")).isEqualTo(1);
        assertThat(last.sum("gatling_log_last_record_timestamp_seconds")).isEqualTo((START + 2_600) / 1000.0);
        assertThat(last.value("process_cpu_seconds_total")).as("the injector's own CPU").isPositive();
        assertThat(last.value("process_resident_memory_bytes")).as("a JVM's resident memory, in bytes").isGreaterThan(16e6);
        assertThat(QuickCompilation.directives()).as("the codec, the figures and the client stay with the quick compiler")
                .contains("io/prometheus/*.*", "loadlab/gatling/live/*.*", "loadlab/adapter/log/*.*");
        assertThat(last.sum("gatling_live_figures_cpu_seconds_total", "part=\"start\"")).isPositive();
        assertThat(last.sum("gatling_live_figures_cpu_seconds_total", "part=\"reader\"")).as("the whole log read")
                .isPositive();
        assertThat(last.sum("gatling_live_figures_allocated_bytes_total", "part=\"reader\"")).as("its records decoded")
                .isPositive();
    }

    @Test
    void aCallerWithoutTheTokenIsRefusedAndOneWithItServed(@TempDir Path dir) throws Exception {
        LiveFigures live = LiveFigures.start(ANY_PORT, Optional.of(TOKEN), "PageSimulation", Optional::empty)
                .orElseThrow();
        try {
            URI metrics = URI.create("http://127.0.0.1:" + live.port() + "/metrics");
            assertThat(Scrape.of(metrics, null).orElseThrow().status()).isEqualTo(401);
            assertThat(Scrape.of(metrics, "Bearer not-the-token-not-the-token-0000").orElseThrow().status()).isEqualTo(401);
            Scrape served = Scrape.of(metrics, CoordinatorProtocol.authorization(TOKEN)).orElseThrow();
            assertThat(served.status()).isEqualTo(200);
            assertThat(served.samples()).containsKey("gatling_run_done");
        } finally {
            live.close();
        }
    }

    @Test
    void anAddressInUseLeavesTheRunWithoutLiveFigures() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(LiveFigures.start(new LiveAddress("127.0.0.1", taken.getLocalPort()), Optional.empty(),
                    "PageSimulation", Optional::empty)).isEmpty();
        }
    }

    private static final long START = 1_796_600_000_000L;

    /** A run of two users of scenario "Page": requests OK and KO, one in a group, an error; the whole log's bytes. */
    private static byte[] log(Path file) throws IOException {
        RunHeader header = new RunHeader(LogString.of("3.15.1"), LogString.of("loadlab.PageSimulation"), START,
                LogString.EMPTY, List.of(LogString.of("Page")), List.of());
        List<LogRecord> records = List.of(
                new UserRecord(0, true, 0),
                new RequestRecord(NO_GROUP, LogString.of("Get"), 10, 15, true, LogString.EMPTY),
                new UserRecord(0, true, 20),
                new RequestRecord(NO_GROUP, LogString.of("Get"), 30, 45, true, LogString.EMPTY),
                new RequestRecord(NO_GROUP, LogString.of("Get"), 50, 60, false, LogString.of("status.find.is(200), found 503")),
                new RequestRecord(List.of(LogString.of("Page"), LogString.of("Step")), LogString.of("Post"), 70, 80, true,
                        LogString.EMPTY),
                new ErrorRecord(LogString.of("crashed"), 90),
                new RequestRecord(NO_GROUP, LogString.of("Get"), 100, 2_100, true, LogString.EMPTY),
                new UserRecord(0, false, 2_600));
        LogEncoder.write(file, new SimulationLog(header, records));
        return Files.readAllBytes(file);
    }
}
