package loadlab.gatling.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.gatling.support.Checkout;
import loadlab.gatling.support.StoppedServer;
import loadlab.record.RunRecord;
import loadlab.record.latency.IntendedLatency;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogRecord;
import loadlab.adapter.log.RequestRecord;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real transports run (Gatling forked as the plugin forks it, against the reference server it starts): one
 * persistent-WebSocket page of 60 exchanges due every 100 ms (-DthinkAs=schedule), its server stopped (SIGSTOP)
 * for one second in the middle. The exchange in flight waits out the stall; the exchanges due during it go
 * late, one after another once it ends, and answer at once. Gatling times each from its send, so it sees one
 * slow exchange; timed from when each was due, the ten or so due in the stall each show what was left of it.
 */
class ScheduledPageStallRunTest {
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final int EXCHANGES = 60;
    private static final long SLOW_MS = 300;

    @TempDir
    Path results;

    @Test
    void exchangesDueInAStallShowItFromTheScheduleWhileGatlingSeesOnlyTheOneInFlight() throws Exception {
        Process gatling = Checkout.gatling("TransportsSimulation", results, "-Dprofile=smoke", "-Dtransports=ws",
                "-DthinkAs=schedule", "-Dexchanges=" + EXCHANGES, "-DthinkMs=100", "-Dusers=1", "-DpageWarmUp=0",
                "-Dp99Ms=600000");
        try {
            Path output = Checkout.output("TransportsSimulation", results);
            StoppedServer.stall(gatling, output, Duration.ofMillis(2_500), Duration.ofSeconds(1));
            assertThat(gatling.waitFor(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
            assertThat(gatling.exitValue()).as(() -> Checkout.read(output)).isZero();
        } finally {
            gatling.descendants().forEach(ProcessHandle::destroyForcibly);
            gatling.destroyForcibly();
        }

        IntendedLatency page = record().intended().stream().filter(row -> row.row().equals("Scheduled WS x" + EXCHANGES))
                .findFirst().orElseThrow();
        assertThat(page.planned()).isEqualTo(EXCHANGES);
        assertThat(page.answered()).isEqualTo(EXCHANGES);
        Histogram fromSchedule = page.correctedHistogram();
        long slowFromSchedule = fromSchedule.getCountBetweenValues(SLOW_MS * 1000, Long.MAX_VALUE);
        List<Integer> gatlings = exchangeTimesMs("Exchange Scheduled WS");
        long slowInGatling = gatlings.stream().filter(ms -> ms >= SLOW_MS).count();
        assertThat(gatlings).hasSize(EXCHANGES);
        assertThat(fromSchedule.getMaxValue()).as("the worst from its schedule waited most of the stall, µs")
                .isBetween(700_000L, 6_000_000L);
        // About 7 exchanges were due in the stall's first 0.7 s; bounds generous for a shared machine.
        assertThat(slowFromSchedule).as("exchanges over %d ms from their schedule", SLOW_MS).isGreaterThanOrEqualTo(4);
        assertThat(slowInGatling).as("exchanges over %d ms from their send (Gatling's)", SLOW_MS)
                .isLessThan(slowFromSchedule);
        assertThat(fromSchedule.getValueAtPercentile(50)).as("most exchanges were not due in the stall, µs")
                .isLessThan(100_000L);
        assertThat(page.lagHistogram().getValueAtPercentile(50)).as("the injector's median lag, µs")
                .isLessThan(50_000L);
    }

    private RunRecord record() throws Exception {
        return Checkout.record(results, "TransportsSimulation");
    }

    /** Gatling's own response time of each {@code request} in the run's simulation.log, ms. */
    private List<Integer> exchangeTimesMs(String request) throws Exception {
        Path log = Checkout.simulationLog(results);
        List<Integer> times = new ArrayList<>();
        try (LogDecoder decoder = LogDecoder.open(log)) {
            for (LogRecord record = decoder.next(); record != null; record = decoder.next()) {
                if (record instanceof RequestRecord exchange && exchange.name().text().equals(request)) {
                    times.add(exchange.end() - exchange.start());
                }
            }
        }
        return times;
    }
}
