package loadlab.gatling.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import loadlab.gatling.repeat.RoundGate;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.FreePort;
import loadlab.lab.launch.ServerLauncher;
import loadlab.lab.settings.BrowserPlan;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.ServerHeap;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;
import loadlab.gatling.support.DelayingProxy;
import loadlab.gatling.support.GivenSettings;
import loadlab.lab.targets.ReferenceServer;
import loadlab.record.RecordKey;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.browser.BrowserTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The transports page in a real headless Chromium against the reference server, started as the
 * suite starts it (from server/target). CI installs chromium and chromium-driver; elsewhere the
 * tests that need them are skipped with the reason.
 */
class BrowserRunTest {
    private static final int EXCHANGES = 4;
    private static final int THINK_MS = 150;
    private static final int SIZE = 256;
    /** How long the delaying proxy holds each answer. */
    private static final int HELD_MS = 20;
    /**
     * Think time of the timing test: long beside what a page load, a connect and a close take on a busy
     * machine, so that pauses timed into the exchanges cannot hide in them.
     */
    private static final int TIMED_THINK_MS = 500;
    /**
     * Think time of the side-by-side test: a test then holds its page for 6 s, far beyond the seconds three
     * Chromiums take to start on a busy machine (2.1 s seen, then 5.1 s in one CI run), so that pages side by
     * side and pages in turn cannot be mistaken for each other.
     */
    private static final int SIDE_BY_SIDE_THINK_MS = 2_000;
    /** What the page's clock (performance.now, coarsened) and this side's may disagree by, per reading or pause. */
    private static final double CLOCK_MS = 1;
    private static final RecordKey KEY = new RecordKey("TransportsSimulation", 1_800_000_000_000L);
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
                "thinkMs", "" + THINK_MS, "size", "" + SIZE, "browserRepeats", "1", "pages", "in-turn"), pairs);
    }

    private static BrowserRun run(LabSettings settings) {
        return new BrowserRun(settings.browser(), settings.transports());
    }

    @Test
    void timesEveryExchangeOfEveryPlainTransportWithThinkTimeExcluded() {
        TransportsPlan plan = settings("thinkMs", "" + TIMED_THINK_MS).transports();
        double thinking = (EXCHANGES - 1) * TIMED_THINK_MS;
        try (DelayingProxy proxy = DelayingProxy.start(server, Duration.ofMillis(HELD_MS));
             Chromium chromium = Chromium.start(settings().browser(), Duration.ofMinutes(1))) {
            TransportsPage page = new TransportsPage(proxy.url(), plan.size(), plan.think());
            for (Transport transport : plan.transports()) {
                long started = System.nanoTime();
                BrowserTest test = page.run(chromium.driver(), transport, EXCHANGES, 1);
                long finished = System.nanoTime();
                // The page starts its exchanges after it has been asked for, and has ended them when run() returns.
                long pageAsked = proxy.lastAsked(TransportsPage.PATH);
                assertThat(pageAsked).isBetween(started, finished);
                double windowMs = (finished - pageAsked) / 1e6;

                assertThat(test.error()).isNull();
                double sum = test.exchangeMs().stream().mapToDouble(Double::doubleValue).sum();
                // The proxy holds every answer HELD_MS: a timer that misses the exchange reads less.
                assertThat(test.exchangeMs()).hasSize(EXCHANGES)
                        .allSatisfy(ms -> assertThat(ms).isGreaterThanOrEqualTo(HELD_MS - CLOCK_MS));
                // The think time lies in that window once, beside the exchanges: exchanges timed with a
                // pause in them do not fit. Tighter, on the page's own clock of the whole test, which
                // lies in the window too: its start precedes the connect, its end follows the close.
                double slack = (2 * EXCHANGES - 1) * CLOCK_MS;
                assertThat(sum).isLessThanOrEqualTo(windowMs - thinking + slack);
                assertThat(test.elapsedMs()).isLessThanOrEqualTo(windowMs + CLOCK_MS);
                assertThat(sum).isLessThanOrEqualTo(test.elapsedMs() - thinking + slack);
                assertThat(test.totalMs()).isCloseTo(sum, within(0.01));
            }
        }
    }

    @Test
    void recordsEveryPlainTransportInOrderBesideTheRun() {
        BrowserRecord record = run(settings()).runAndRecord(server, KEY, reports);

        assertThat(record.failures()).isEmpty();
        assertThat(record.browser()).startsWith("Chromium ");
        assertThat(record.tests()).extracting(BrowserTest::transport).containsExactly("AJAX", "WS", "Fresh WS");
        assertThat(record.tests()).allSatisfy(test -> assertThat(test.exchangeMs()).hasSize(EXCHANGES));
        assertThat(record.tests()).extracting(BrowserTest::connectMs)
                .satisfiesExactly(ajax -> assertThat(ajax).isNull(), ws -> assertThat(ws).isPositive(),
                        fresh -> assertThat(fresh).isNull());
        assertThat(BrowserRecords.under(reports).read(KEY)).contains(record);
    }

    @Test
    void sideBySideEveryPageStartsBeforeAnyPageCouldHaveEndedItsFirstTest() {
        LabSettings settings = settings("pages", "side-by-side", "thinkMs", "" + SIDE_BY_SIDE_THINK_MS,
                "browserRepeats", "2", "pageWarmUp", "0");
        Duration oneTest = settings.transports().think().multipliedBy(EXCHANGES - 1);
        try (DelayingProxy proxy = DelayingProxy.start(server, Duration.ofMillis(HELD_MS))) {
            BrowserRecord record = run(settings).run(proxy.url(), KEY);

            assertThat(record.failures()).isEmpty();
            assertThat(record.tests()).extracting(test -> test.transport() + " " + test.repeat())
                    .containsExactly("AJAX 1", "AJAX 2", "WS 1", "WS 2", "Fresh WS 1", "Fresh WS 2");
            // A test holds its page for at least its think time; in turn, the third page's first load would
            // come after four tests (24 s). Side by side it comes after three Chromiums have started (seconds):
            // two tests' time lies between the two.
            List<Long> loads = proxy.timesAsked(TransportsPage.PATH);
            assertThat(loads).hasSizeGreaterThanOrEqualTo(3);
            assertThat(Duration.ofNanos(loads.get(2) - loads.get(0))).isLessThan(oneTest.multipliedBy(2));
        }
    }

    @Test
    void sideBySideEachTransportRunsItsPagesInTurnAndNoRoundBeforeEveryPartyHasEndedTheLast() throws Exception {
        LabSettings settings = settings("pages", "side-by-side", "thinkMs", "" + THINK_MS, "browserRepeats", "2",
                "pageWarmUp", "0", "transports", "ajax,ws", "exchanges", "1,3");
        // Stands for a Gatling page still in its first round long after the browser's transports have ended theirs.
        String gatling = "Gatling AJAX x500";
        RoundGate rounds = new RoundGate(settings.transports().think());
        rounds.join(gatling, 2, 1);
        try (DelayingProxy proxy = DelayingProxy.start(server, Duration.ofMillis(HELD_MS))) {
            BrowserRun.Started started = run(settings).start(proxy.url(), KEY, rounds);
            rounds.arrive(gatling, 1);
            // Round 1 of each transport: two page loads and four exchanges, well under a second on an idle
            // machine, several on a busy one: waited for, then a while more, in which a browser that did not
            // wait for the other party would open round 2's sockets.
            await().atMost(Duration.ofMinutes(1)).until(() -> proxy.timesAsked("/ws").size() >= 2);
            Thread.sleep(2_000);
            assertThat(proxy.timesAsked("/ws")).as("round 2 waits for every party's round 1").hasSize(2);
            long secondRound = System.nanoTime();
            rounds.arrive(gatling, 2);
            BrowserRecord record = started.finish();

            assertThat(record.failures()).isEmpty();
            assertThat(record.tests()).extracting(test -> test.transport() + " x" + test.exchanges() + " " + test.repeat())
                    .containsExactly("AJAX x1 1", "AJAX x3 1", "AJAX x1 2", "AJAX x3 2",
                            "WS x1 1", "WS x3 1", "WS x1 2", "WS x3 2");
            // Each WS test opens its socket once: both of round 1 before the other party reached round 2, both
            // of round 2 after.
            List<Long> opened = proxy.timesAsked("/ws");
            assertThat(opened).hasSize(4);
            assertThat(opened.subList(0, 2)).allSatisfy(open -> assertThat(open).isLessThan(secondRound));
            assertThat(opened.subList(2, 4)).allSatisfy(open -> assertThat(open).isGreaterThan(secondRound));
        }
    }

    @Test
    void sideBySideABrowserTheRoundsRefuseFailsWithTheReasonAndLeavesNoChromiumRunning() throws Exception {
        LabSettings settings = settings("pages", "side-by-side", "pageWarmUp", "0", "transports", "ajax,ws");
        RoundGate rounds = new RoundGate(settings.transports().think());
        rounds.join("Gatling AJAX x4", 1, 1);
        rounds.arrive("Gatling AJAX x4", 1);

        BrowserRecord record = run(settings).start(server, KEY, rounds).finish();

        assertThat(record.failure()).contains("the browser failed").contains("joined after round 1 had opened");
        assertThat(record.tests()).isEmpty();
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (chromeDrivers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(chromeDrivers()).as("chromedriver processes this JVM started and left running").isZero();
    }

    private static long chromeDrivers() {
        return ProcessHandle.current().descendants()
                .filter(process -> process.info().command().orElse("").contains("chromedriver"))
                .count();
    }

    @Test
    void sideBySideEachTransportWarmsUpOnceBeforeStartReturnsAndNoTestBefore() {
        LabSettings settings = settings("pages", "side-by-side", "pageWarmUp", "20", "exchanges", "2," + EXCHANGES);
        try (DelayingProxy proxy = DelayingProxy.start(server, Duration.ofMillis(HELD_MS))) {
            BrowserRun.Started started = run(settings).start(proxy.url(), KEY, new RoundGate(settings.transports().think()));
            // Gatling's pages start as start() returns: every transport's warm-up load lies before, every test's after.
            long returned = System.nanoTime();
            BrowserRecord record = started.finish();

            assertThat(record.failures()).isEmpty();
            assertThat(record.tests()).hasSize(3 * 2);
            List<Long> loads = proxy.timesAsked(TransportsPage.PATH);
            // Each transport's warm-up loads twice, whatever its pages: its exchanges back to back, then the
            // paced ones at the think time.
            assertThat(loads.stream().filter(load -> load < returned)).as("warm-up page loads").hasSize(3 * 2);
            assertThat(loads.stream().filter(load -> load > returned)).as("test page loads").hasSize(3 * 2);
        }
    }

    @Test
    void backToBackAjaxExchangesOutlastingThePageLoadTimeoutStillPass() {
        // A JSONP script added while the page loads holds its load event back: exchanges started during the
        // load, back to back, kept it loading until the last one (a warm-up of 1 000 exchanges passed 30 s).
        // 300 exchanges held 20 ms each outlast a 5 s load timeout; the page alone loads well within it (a cold
        // Chromium's first load took over 1 s on 2 busy cores).
        int exchanges = 300;
        Duration pageLoad = Duration.ofSeconds(5);
        TransportsPage backToBack = new TransportsPage(server, SIZE, Duration.ZERO);
        try (DelayingProxy proxy = DelayingProxy.start(server, Duration.ofMillis(HELD_MS));
             Chromium chromium = Chromium.start(settings().browser(), Duration.ofMinutes(1))) {
            chromium.driver().manage().timeouts().pageLoadTimeout(pageLoad);
            TransportsPage page = new TransportsPage(proxy.url(), backToBack.size(), backToBack.think());

            BrowserTest test = page.run(chromium.driver(), Transport.AJAX, exchanges, 1);

            assertThat(test.error()).isNull();
            assertThat(test.exchangeMs()).hasSize(exchanges);
            assertThat(test.elapsedMs()).as("the exchanges' wall time, each held %d ms", HELD_MS)
                    .isGreaterThan(pageLoad.toMillis());
        }
    }

    @Test
    void aTestLongerThanTheBrowsersCommandTimeoutFailsWithTheReason() {
        // 15 exchanges 1 s apart outlast a 10 s command: the test is one script command, answered at its end.
        // The bound also covers starting the session, which a 2 s bound sometimes cut short on 2 busy cores.
        TransportsPage page = new TransportsPage(server, SIZE, Duration.ofSeconds(1));
        try (Chromium chromium = Chromium.start(settings().browser(), Duration.ofSeconds(10))) {
            // Selenium's client words it by where the wait ended ("java.util.concurrent.TimeoutException", or
            // "Timeout when executing request ..."); either way it is its TimeoutException, not the script's timeout.
            assertThatThrownBy(() -> page.run(chromium.driver(), Transport.WS, 15, 1))
                    .isInstanceOf(TransportsPage.PageException.class)
                    .hasMessageContaining("did not finish: ")
                    .satisfies(thrown -> assertThat(Stream.iterate(thrown, Objects::nonNull, Throwable::getCause))
                            .as("the causes of %s", thrown)
                            .hasAtLeastOneElementOfType(org.openqa.selenium.TimeoutException.class));
        }
    }

    @Test
    void theBrowsersCommandTimeoutOutlastsTheSeedProfilesLongestTest() {
        TransportsPlan plan = GivenSettings.settings("profile", "seed").transports();
        TransportsPage page = new TransportsPage(server, plan.size(), plan.think());
        int longest = plan.pages().stream().mapToInt(Page::exchanges).max().orElseThrow();

        assertThat(longest).isEqualTo(500);
        // 500 exchanges at 500 ms think: over four minutes of pauses alone, past Selenium's default of 3.
        assertThat(BrowserRun.longestCommand(page, plan.pages(), plan.warmUpExchanges()))
                .isGreaterThan(page.think().multipliedBy(longest))
                .isGreaterThan(page.longestTest(longest))
                .isGreaterThan(page.longestWarmUp(plan.warmUpExchanges()));
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

    @ParameterizedTest
    @ValueSource(strings = {"in-turn", "side-by-side"})
    void aTargetThatServesNoPageFailsTheRunWithTheReasonInEitherOrder(String pages) {
        BaseUrl nothing = BaseUrl.loopback(FreePort.onLoopback());

        // The warm-up meets the missing page first: it is logged, and the first test fails the run with the reason.
        BrowserRecord record = run(settings("pages", pages, "pageWarmUp", "5")).run(nothing, KEY);

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
