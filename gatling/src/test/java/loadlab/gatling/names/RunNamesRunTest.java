package loadlab.gatling.names;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;
import loadlab.gatling.support.Checkout;
import loadlab.record.PlanSettings;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.record.names.TransportPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each simulation run for real (Gatling forked as the plugin forks it, against the reference server it
 * starts) with the smoke plan's shape at a few requests: every hello variant, two insert steps, every
 * transport in both framings. What the summary reads back (RunNames, RunVariants) must find in the run's simulation.log every
 * name they key on: the names come from one class ({@link RunNames}) on both sides, and this proves it.
 */
class RunNamesRunTest {
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final int NO_SPEED_BOUND_MS = 600_000;

    @TempDir
    Path results;

    @Test
    void helloNamesEveryVariantAsTheSummaryReadsThem() throws Exception {
        String variants = "closed-close,closed-keepalive,open-close,open-keepalive";
        GatlingRun run = run("HelloSimulation", "-DhelloVariants=" + variants, "-Drequests=40", "-Dconcurrency=2",
                "-Drate=20,30", "-DdurationSeconds=1", "-DcrossCheck=false");

        assertThat(run.simulation()).isEqualTo(RunNames.HELLO_SIMULATION);
        assertThat(RunVariants.hello(run, Map.of(PlanSettings.HELLO_VARIANTS, variants)).keySet()).containsExactly(
                "closed-close", "closed-keepalive", "open-close-r20", "open-close-r30", "open-keepalive-r20",
                "open-keepalive-r30");
    }

    @Test
    void insertNamesEveryStepAndItsRequest() throws Exception {
        GatlingRun run = run("InsertSimulation", "-Dsteps=2,3", "-DrequestsPerStep=12", "-DrampSeconds=0");

        assertThat(run.simulation()).isEqualTo(RunNames.INSERT_SIMULATION);
        for (int concurrency : List.of(2, 3)) {
            String step = RunNames.insertStep(concurrency);
            assertThat(RunNames.insertConcurrency(step)).hasValue(concurrency);
            assertThat(run.request(RunNames.INSERT_REQUEST, List.of(step))).as("%s in %s", RunNames.INSERT_REQUEST, step)
                    .isPresent();
        }
    }

    @Test
    void plainTransportsNameEveryPageExchangeAndConnect() throws Exception {
        GatlingRun run = run("TransportsSimulation", "-Dtransports=ajax,ws,fresh", "-Dexchanges=2", "-Dusers=1",
                "-DthinkMs=10", "-Dframing=plain", "-DthinkAs=pause,schedule");

        assertThat(run.simulation()).isEqualTo(RunNames.TRANSPORTS_SIMULATION);
        for (Transport transport : List.of(Transport.AJAX, Transport.WS, Transport.FRESH_WS)) {
            assertPage(run, transport.label());
            assertPage(run, RunNames.scheduled(transport.label()));
            assertWarmUpOutsideEveryPage(run, transport.label());
        }
        assertThat(run.request(RunNames.setupRequests(Transport.WS.label()).get(0), List.of())).isPresent();
        assertThat(run.request(RunNames.setupRequests(RunNames.scheduled(Transport.WS.label())).get(0), List.of()))
                .isPresent();
        assertThat(run.rowsOf(StatsKind.GROUP)).extracting(StatsRow::name).containsExactlyInAnyOrder("AJAX x2",
                "WS x2", "Fresh WS x2", "Scheduled AJAX x2", "Scheduled WS x2", "Scheduled Fresh WS x2");
    }

    @Test
    void socketIoTransportsNameEveryPageExchangeAndHandshakeStep() throws Exception {
        GatlingRun run = run("TransportsSimulation", "-Dtransports=ws,fresh", "-Dexchanges=2", "-Dusers=1",
                "-DthinkMs=10", "-Dframing=socketio", "-DthinkAs=pause,schedule");

        for (Transport transport : List.of(Transport.SIO_WS, Transport.FRESH_SIO_WS)) {
            assertPage(run, transport.label());
            assertPage(run, RunNames.scheduled(transport.label()));
            assertWarmUpOutsideEveryPage(run, transport.label());
        }
        for (String setup : RunNames.setupRequests(Transport.SIO_WS.label())) {
            assertThat(run.request(setup, List.of())).as(setup).isPresent();
        }
    }

    private static void assertPage(GatlingRun run, String label) {
        String page = RunNames.transportPage(label, 2);
        assertThat(RunNames.transportPageOf(page)).hasValue(new TransportPage(label, 2));
        assertThat(run.group(List.of(page))).as(page).isPresent();
        String exchange = RunNames.exchange(label);
        boolean inPage = run.request(exchange, List.of(page)).isPresent();
        assertThat(inPage).as("%s in %s; rows: %s", exchange, page, run.rows()).isTrue();
    }

    /**
     * The warm-up's exchanges (-DpageWarmUp, 100 at smoke, back to back, then the paced ones) under names no
     * page and no summary row uses.
     */
    private static void assertWarmUpOutsideEveryPage(GatlingRun run, String label) {
        String warmUp = RunNames.exchange(RunNames.WARM_UP_PREFIX + label);
        assertThat(run.request(warmUp, List.of())).as(warmUp).get().extracting(StatsRow::ok)
                .isEqualTo(100L + TransportsPlan.PACED_WARM_UP);
        assertThat(RunNames.transportPageOf(warmUp)).isEmpty();
    }

    /**
     * One Gatling run of the simulation, as the plugin forks it, at the smoke profile plus {@code knobs}; its
     * p99 bound far out of reach, since this test is about names and a busy machine must not fail it on speed.
     */
    private GatlingRun run(String simulation, String... knobs) throws IOException, InterruptedException {
        List<String> smoke = new ArrayList<>(List.of("-Dprofile=smoke", "-Dp99Ms=" + NO_SPEED_BOUND_MS));
        smoke.addAll(List.of(knobs));
        int exit = Checkout.gatlingToEnd(simulation, results, BOUND, smoke.toArray(String[]::new));
        Path log = Checkout.output(simulation, results);
        assertThat(exit).as(() -> "Gatling's exit code; its output:\n" + Checkout.read(log)).isZero();
        try (Stream<Path> folders = Files.list(results)) {
            Path folder = folders.filter(GatlingRunReader::isRunFolder)
                    .filter(path -> path.getFileName().toString().startsWith(simulation.toLowerCase(Locale.ROOT)))
                    .findFirst().orElseThrow(() -> new AssertionError("no run folder; output:\n" + Checkout.read(log)));
            return new GatlingRunReader().read(folder);
        }
    }
}
