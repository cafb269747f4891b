package loadlab.gatling.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.gatling.server.BaseUrl;
import loadlab.gatling.server.FreePort;
import loadlab.gatling.server.ServerLauncher;
import loadlab.gatling.settings.BrowserPlan;
import loadlab.gatling.settings.LabSettings;
import loadlab.gatling.settings.ServerHeap;
import loadlab.gatling.support.GivenSettings;
import loadlab.gatling.targets.ReferenceServer;
import loadlab.reports.browser.BrowserRecord;
import loadlab.reports.browser.BrowserRecords;
import loadlab.reports.browser.BrowserTest;
import loadlab.reports.sidecar.SidecarKey;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The transports page in a real headless Chromium against the reference server, started as the
 * suite starts it (from server/target). CI installs chromium and chromium-driver; elsewhere the
 * tests that need them are skipped with the reason.
 */
class BrowserRunTest {
    private static final int EXCHANGES = 4;
    private static final int THINK_MS = 150;
    private static final int SIZE = 256;
    private static final SidecarKey KEY = new SidecarKey("TransportsSimulation", 1_800_000_000_000L);
    private static final List<ServerLauncher> SERVERS = new ArrayList<>();
    private static BaseUrl server;
    private static BaseUrl smallServer;

    @TempDir
    Path reports;

    @BeforeAll
    static void servers() throws URISyntaxException {
        assumeTrue(settings().browser().missing().isEmpty(), () -> settings().browser().missing().get());
        Path testClasses = Path.of(BrowserRunTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path root = testClasses.getParent().getParent().getParent();
        server = start(root, List.of());
        // Allows payloads of at most 100 characters: every exchange of SIZE is refused.
        smallServer = start(root, List.of("-Dlab.transport.max-size=100"));
    }

    @AfterAll
    static void stop() {
        SERVERS.forEach(ServerLauncher::stop);
    }

    private static BaseUrl start(Path root, List<String> properties) {
        int port = FreePort.onLoopback();
        List<String> command = new ArrayList<>(ReferenceServer.command(root, port, ServerHeap.of("256m", 0)));
        command.addAll(command.indexOf(ReferenceServer.MAIN_CLASS), properties);
        BaseUrl url = BaseUrl.loopback(port);
        ServerLauncher launcher = new ServerLauncher(command, url.resolve("/health"),
                root.resolve("gatling/target/browser-run-test-" + port + ".log"), Duration.ofSeconds(60));
        SERVERS.add(launcher);
        launcher.start();
        return url;
    }

    private static LabSettings settings(String... pairs) {
        return GivenSettings.settings(Map.of("profile", "smoke", "exchanges", "" + EXCHANGES,
                "thinkMs", "" + THINK_MS, "size", "" + SIZE, "browserRepeats", "1"), pairs);
    }

    private static BrowserRun run(LabSettings settings) {
        return new BrowserRun(settings.browser(), settings.transports());
    }

    @Test
    void timesEveryExchangeOfEveryPlainTransportWithThinkTimeExcluded() {
        BrowserRecord record = run(settings()).runAndRecord(server, KEY, reports);

        assertThat(record.failures()).isEmpty();
        assertThat(record.browser()).startsWith("Chromium ");
        assertThat(record.tests()).extracting(BrowserTest::transport).containsExactly("AJAX", "WS", "Fresh WS");
        for (BrowserTest test : record.tests()) {
            assertThat(test.exchangeMs()).hasSize(EXCHANGES).allSatisfy(ms -> assertThat(ms).isPositive());
            assertThat(test.totalMs()).isCloseTo(test.exchangeMs().stream().mapToDouble(Double::doubleValue).sum(),
                    within(0.01));
            double thinking = (EXCHANGES - 1) * THINK_MS;
            assertThat(test.elapsedMs()).isGreaterThanOrEqualTo(thinking);
            // Timers fire no earlier than asked; 1 ms per pause covers the two clocks' rounding.
            assertThat(test.totalMs()).isLessThanOrEqualTo(test.elapsedMs() - thinking + (EXCHANGES - 1));
        }
        assertThat(record.tests()).extracting(BrowserTest::connectMs)
                .satisfiesExactly(ajax -> assertThat(ajax).isNull(), ws -> assertThat(ws).isPositive(),
                        fresh -> assertThat(fresh).isNull());
        assertThat(BrowserRecords.under(reports).read(KEY)).contains(record);
    }

    @Test
    void repeatsEachTestAfterAFullPageReload() {
        BrowserRecord record = run(settings("transports", "ws", "browserRepeats", "2")).run(server, KEY);

        assertThat(record.failures()).isEmpty();
        assertThat(record.tests()).extracting(BrowserTest::repeat).containsExactly(1, 2);
    }

    @Test
    void aRefusedExchangeFailsItsTestWithTheServersReasonNeverAsAZero() {
        BrowserRecord record = run(settings()).run(smallServer, KEY);

        assertThat(record.failed()).isTrue();
        assertThat(record.tests()).hasSize(3).allSatisfy(test -> {
            assertThat(test.ok()).isFalse();
            assertThat(test.totalMs()).isNull();
            assertThat(test.error()).startsWith("exchange 1 of " + EXCHANGES + ": ");
        });
        assertThat(record.tests().get(0).error()).contains("JSONP script did not load");
        assertThat(record.tests().get(1).error()).contains("bad_size");
        assertThat(record.tests().get(2).error()).contains("bad_size");
        assertThat(record.failures()).hasSize(3);
    }

    @Test
    void aTargetThatServesNoPageFailsTheRunWithTheReason() {
        BaseUrl nothing = BaseUrl.loopback(FreePort.onLoopback());

        BrowserRecord record = run(settings()).run(nothing, KEY);

        assertThat(record.failed()).isTrue();
        assertThat(record.failure()).contains(TransportsPage.PATH);
        assertThat(record.tests()).isEmpty();
    }

    @Test
    void aMissingBrowserIsASkippedRunWithTheReasonNotAFailure() {
        LabSettings missing = settings("browser.binary", "/nonexistent/chromium");

        BrowserRecord record = new BrowserRun(missing.browser(), missing.transports()).run(server, KEY);

        assertThat(record.skipped()).contains("/nonexistent/chromium is not installed");
        assertThat(record.failed()).isFalse();
        assertThat(record.tests()).isEmpty();
    }

    @Test
    void theSocketIoTransportsAreSkippedWhereTheTargetServesNoSocketIoClient() {
        BrowserRecord record = run(settings("framing", "socketio")).run(server, KEY);

        assertThat(record.skipped()).contains("/socket.io/socket.io.js");
        assertThat(record.failed()).isFalse();
        assertThat(record.tests()).isEmpty();
    }

    @Test
    void chromiumIsTheOnlyBrowserAndNoneTurnsItOff() {
        assertThat(settings("browser", "Chromium").browser().enabled()).isTrue();
        assertThat(settings().browser().enabled()).isFalse();
        assertThat(settings("profile", "seed").browser().browser()).isEqualTo(BrowserPlan.CHROMIUM);
    }
}
