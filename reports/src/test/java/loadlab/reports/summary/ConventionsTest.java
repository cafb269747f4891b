package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConventionsTest {
    private final Conventions conventions = Conventions.DEFAULT;

    @Test
    void transportPageGroupNamesTransportAndExchangeCount() {
        assertThat(conventions.transportPage("Fresh WS x100")).contains(new Conventions.Page("Fresh WS", 100));
        assertThat(conventions.transportPage("AJAX x10")).contains(new Conventions.Page("AJAX", 10));
        assertThat(conventions.transportPage("Concurrency 100")).isEmpty();
        assertThat(conventions.exchangeRequest("Fresh WS")).isEqualTo("Exchange Fresh WS");
    }

    @Test
    void freshTransportPairsWithItsPersistentNamesake() {
        assertThat(conventions.persistentOf("Fresh WebSocket")).contains("WebSocket");
        assertThat(conventions.persistentOf("WS")).isEmpty();
    }

    @Test
    void insertStepGroupNamesItsConcurrency() {
        assertThat(conventions.insertConcurrency("Concurrency 1000")).hasValue(1000);
        assertThat(conventions.insertConcurrency("AJAX x10")).isEmpty();
    }

    @Test
    void helloRunWithSeveralVariantsNamesThemByRequest() {
        var run = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello closed-close", "Hello open-keepalive"),
                RunFixtures.request("Hello", List.of(), 10, 0, 1, 2, null),
                RunFixtures.request("Hello Open Keep-Alive", List.of(), 10, 0, 1, 2, null));
        // The settings of the run's first variant do not decide: the request names do.
        assertThat(conventions.helloVariants(run, Map.of("keepAlive", "false", "model", "closed")))
                .containsExactly(Map.entry("closed-close", "Hello"), Map.entry("open-keepalive", "Hello Open Keep-Alive"));
        assertThat(conventions.variant(run, Map.of())).isEqualTo("closed-close,open-keepalive");
        assertThat(Conventions.variants("closed-close,open-keepalive")).containsExactly("closed-close", "open-keepalive");
    }

    @Test
    void helloRunRecordingHelloVariantsMapsPlainHelloToClosedClose() {
        var run = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello closed-close"),
                RunFixtures.request("Hello", List.of(), 10, 0, 1, 2, null));
        assertThat(conventions.variant(run, Map.of("helloVariants", "closed-close", "keepAlive", "true")))
                .isEqualTo("closed-close");
    }

    @Test
    void helloVariantComesFromSettingsElseScenarioNames() {
        var open = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello Open"));
        var closed = RunFixtures.run("h", "HelloSimulation", T0, List.of("Hello Closed"));
        assertThat(conventions.variant(closed, Map.of("model", "closed", "keepAlive", "true"))).isEqualTo("closed-keepalive");
        assertThat(conventions.variant(open, Map.of("keepAlive", "false"))).isEqualTo("open-close");
        assertThat(conventions.variant(closed, Map.of())).isEqualTo("closed-unknown");
        assertThat(conventions.variant(RunFixtures.run("i", "InsertSimulation", T0, List.of()), Map.of())).isEmpty();
    }

    @Test
    void transportsRunsDifferByTheirRecordedFramingPlainWhenNone() {
        var run = RunFixtures.run("t", "TransportsSimulation", T0, List.of());
        assertThat(conventions.variant(run, Map.of("framing", " SocketIO "))).isEqualTo("socketio");
        assertThat(conventions.variant(run, Map.of())).isEqualTo("plain");
        assertThat(conventions.framing(Map.of("framing", ""))).isEqualTo("plain");
    }

    @Test
    void socketIoTransportsFollowTheFreshConventionAndNameTheirSetupRequests() {
        assertThat(conventions.transportPage("Fresh SIO WS x100")).contains(new Conventions.Page("Fresh SIO WS", 100));
        assertThat(conventions.persistentOf("Fresh SIO WS")).contains("SIO WS");
        assertThat(conventions.setupRequests("SIO WS")).containsExactly("Connect SIO WS", "Open SIO WS", "Handshake SIO WS");
    }
}
