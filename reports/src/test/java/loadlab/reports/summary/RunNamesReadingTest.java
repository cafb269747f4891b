package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.record.names.TransportPage;
import org.junit.jupiter.api.Test;

class RunNamesReadingTest {

    @Test
    void transportPageGroupNamesTransportAndExchangeCount() {
        assertThat(RunNames.transportPageOf("Fresh WS x100")).contains(new TransportPage("Fresh WS", 100));
        assertThat(RunNames.transportPageOf("AJAX x10")).contains(new TransportPage("AJAX", 10));
        assertThat(RunNames.transportPageOf("Concurrency 100")).isEmpty();
        assertThat(RunNames.exchange("Fresh WS")).isEqualTo("Exchange Fresh WS");
    }

    @Test
    void freshTransportPairsWithItsPersistentNamesake() {
        assertThat(RunNames.persistentOf("Fresh WebSocket")).contains("WebSocket");
        assertThat(RunNames.persistentOf("WS")).isEmpty();
    }

    @Test
    void insertStepGroupNamesItsConcurrency() {
        assertThat(RunNames.insertConcurrency("Concurrency 1000")).hasValue(1000);
        assertThat(RunNames.insertConcurrency("AJAX x10")).isEmpty();
    }

    @Test
    void helloRunWithSeveralVariantsNamesThemByRequest() {
        var run = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello closed-close", "Hello open-keepalive"),
                RunFixtures.request("Hello", List.of(), 10, 0, 1, 2, null),
                RunFixtures.request("Hello Open Keep-Alive", List.of(), 10, 0, 1, 2, null));
        // The settings of the run's first variant do not decide: the request names do.
        assertThat(RunVariants.hello(run, Map.of("keepAlive", "false", "model", "closed")))
                .containsExactly(Map.entry("closed-close", "Hello"), Map.entry("open-keepalive", "Hello Open Keep-Alive"));
        assertThat(RunVariants.of(run, Map.of())).isEqualTo("closed-close,open-keepalive");
        assertThat(RunVariants.split("closed-close,open-keepalive")).containsExactly("closed-close", "open-keepalive");
    }

    @Test
    void anOpenHelloVariantHasARowPerRateNamedByItsRequestAndOrderedByRate() {
        var run = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello closed-close", "Hello open-close-r1000"),
                RunFixtures.request("Hello", List.of(), 10, 0, 1, 2, null),
                RunFixtures.request("Hello Open 1000/s", List.of(), 10, 0, 1, 2, null),
                RunFixtures.request("Hello Open 500/s", List.of(), 10, 0, 1, 2, null),
                RunFixtures.request("Hello Closed 500/s", List.of(), 10, 0, 1, 2, null));

        assertThat(RunVariants.hello(run, Map.of("helloVariants", "closed-close,open-close"))).containsExactly(
                Map.entry("closed-close", "Hello"), Map.entry("open-close-r500", "Hello Open 500/s"),
                Map.entry("open-close-r1000", "Hello Open 1000/s"));
        assertThat(RunNames.helloRequest("open-keepalive-r2000")).contains("Hello Open Keep-Alive 2000/s");
        assertThat(RunNames.helloRowOfRequest("Hello Open Keep-Alive 2000/s")).contains("open-keepalive-r2000");
        assertThat(RunNames.helloRowOfRequest("Hello Keep-Alive 2000/s")).as("a closed variant has no rate").isEmpty();
        assertThat(RunNames.helloVariantOfRow("open-keepalive-r2000")).isEqualTo("open-keepalive");
        assertThat(RunNames.helloRate("open-keepalive-r2000")).hasValue(2000);
        assertThat(RunNames.helloRate("closed-close")).isEmpty();
    }

    @Test
    void helloRunRecordingHelloVariantsMapsPlainHelloToClosedClose() {
        var run = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello closed-close"),
                RunFixtures.request("Hello", List.of(), 10, 0, 1, 2, null));
        assertThat(RunVariants.of(run, Map.of("helloVariants", "closed-close", "keepAlive", "true")))
                .isEqualTo("closed-close");
    }

    @Test
    void helloVariantComesFromSettingsElseScenarioNames() {
        var open = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello Open"));
        var closed = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello Closed"));
        assertThat(RunVariants.of(closed, Map.of("model", "closed", "keepAlive", "true"))).isEqualTo("closed-keepalive");
        assertThat(RunVariants.of(open, Map.of("keepAlive", "false"))).isEqualTo("open-close");
        assertThat(RunVariants.of(closed, Map.of())).isEqualTo("closed-unknown");
        assertThat(RunVariants.of(RunFixtures.run("i", "InsertSimulation", T0, List.of()), Map.of())).isEmpty();
    }

    @Test
    void transportsRunsDifferByTheirRecordedFramingPlainWhenNone() {
        var run = RunFixtures.run("t", "TransportsSimulation", T0, List.of());
        assertThat(RunVariants.of(run, Map.of("framing", " SocketIO "))).isEqualTo("socketio");
        assertThat(RunVariants.of(run, Map.of())).isEqualTo("plain");
        assertThat(RunVariants.framing(Map.of("framing", ""))).isEqualTo("plain");
    }

    @Test
    void socketIoTransportsFollowTheFreshConventionAndNameTheirSetupRequests() {
        assertThat(RunNames.transportPageOf("Fresh SIO WS x100")).contains(new TransportPage("Fresh SIO WS", 100));
        assertThat(RunNames.persistentOf("Fresh SIO WS")).contains("SIO WS");
        assertThat(RunNames.setupRequests("SIO WS")).containsExactly("Connect SIO WS", "Open SIO WS", "Handshake SIO WS");
    }
}
