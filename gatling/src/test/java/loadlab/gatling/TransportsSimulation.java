package loadlab.gatling;

import static io.gatling.javaapi.core.CoreDsl.*;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import loadlab.gatling.browser.BrowserRun;
import loadlab.gatling.latency.ExchangeSchedule;
import loadlab.gatling.latency.Injections;
import loadlab.lab.settings.Repeat;
import loadlab.gatling.repeat.RepeatClock;
import loadlab.gatling.repeat.RoundGate;
import loadlab.gatling.run.Protocols;
import loadlab.gatling.run.TargetLoss;
import loadlab.lab.settings.BrowserPlan;
import loadlab.lab.settings.Framing;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.PageOrder;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;
import loadlab.lab.targets.ContractPart;
import loadlab.gatling.run.Target;
import loadlab.gatling.transport.Pages;
import loadlab.record.RecordKey;
import loadlab.record.names.RunNames;
import loadlab.record.browser.BrowserRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Experiment 1: AJAX vs persistent WebSocket vs a fresh WebSocket per exchange. One population per
 * (exchanges, transport), all started at once (-Dpages=side-by-side: a page is one client, mostly
 * thinking) or one after the other (-Dpages=in-turn: exchange counts ascending, transports in the
 * order of -Dtransports); the report's group
 * "AJAX x100" etc. gives the total time of 100 exchanges, think time excluded. -Dframing=socketio
 * runs the WebSocket transports as Socket.IO ("SIO WS", "Fresh SIO WS"), against a Socket.IO v4 server.
 * -Drepeats=N runs each page population N times in a row ("AJAX x10 #2"), under the same group name.
 * -DthinkAs=pause,schedule runs each page also on a schedule ("Scheduled AJAX x10"), its exchanges timed from
 * when they were due as well as by Gatling (docs/experiments.md).
 */
public final class TransportsSimulation extends Simulation {
    private static final Logger LOG = LoggerFactory.getLogger(TransportsSimulation.class);
    private static final LabSettings SETTINGS = LabSettings.fromSystemProperties();
    private static final TransportsPlan PLAN = SETTINGS.transports();
    private static final Target TARGET = Target.forSimulation(TransportsSimulation.class, SETTINGS);
    private static final HttpProtocolBuilder PROTOCOL = framed(Protocols.http(TARGET.url(), Protocols.Connections.PER_USER));
    private static final List<RepeatClock> CLOCKS = new CopyOnWriteArrayList<>();
    /** -DthinkAs=schedule: each scheduled page's repeat, its exchanges timed from when they were due. */
    private static final List<ExchangeSchedule> SCHEDULES = new CopyOnWriteArrayList<>();
    /** Side by side: the rounds Gatling's pages and the browser's run their repeats in. */
    private static final Injections INJECTIONS = new Injections();
    private static final RoundGate ROUNDS = new RoundGate(PLAN.think());
    private Optional<BrowserRun.Started> browser = Optional.empty();

    {
        LOG.info("Transports, profile {}: {} against {}", SETTINGS.profile().id(), PLAN, TARGET);
        setUp(afterWarmUp(pages()))
                .protocols(PROTOCOL)
                .assertions(
                        global().failedRequests().count().is(0L),
                        global().responseTime().percentile(99.0).lt(PLAN.p99Ms()));
    }

    /** Socket.IO servers ping every pingInterval and drop a client that does not answer "3" in time. */
    // Reference: https://docs.gatling.io/reference/script/protocols/websocket/ (wsAutoReplySocketIo4)
    private static HttpProtocolBuilder framed(HttpProtocolBuilder protocol) {
        return PLAN.framing() == Framing.SOCKETIO ? protocol.wsAutoReplySocketIo4() : protocol;
    }

    /**
     * In turn: every page's repeats, then the next page's. Side by side: every page starts at once, each
     * with its repeats one after another, so a page's repeats never overlap (the summary cuts them
     * apart by their windows) while different pages share the time; and in rounds ({@link RoundGate}):
     * a page's repeat r starts when every page, the browser's included, has ended its repeat r - 1, so each
     * repeat of a page runs beside the same pages as its other repeats, and every user at a phase of its
     * own, spread over one think time, so that no two pages exchange in lockstep.
     */
    private static List<PopulationBuilder> pages() {
        Map<Page, List<PopulationBuilder>> byPage = new LinkedHashMap<>();
        boolean inRounds = PLAN.order() == PageOrder.SIDE_BY_SIDE;
        if (inRounds) {
            PLAN.pages().forEach(page -> ROUNDS.join(page.name(), SETTINGS.repeats(), PLAN.users()));
        }
        for (Repeat<Page> run : PLAN.pages(SETTINGS.repeats())) {
            RepeatClock clock = new RepeatClock(run.row().name(), run.repeat());
            CLOCKS.add(clock);
            Optional<ExchangeSchedule> schedule = run.row().scheduled() ? Optional.of(new ExchangeSchedule(
                    run.row().name(), run.repeat(), PLAN.think(), (long) PLAN.users() * run.row().exchanges()))
                    : Optional.empty();
            schedule.ifPresent(SCHEDULES::add);
            ChainBuilder page = exec(clock.start())
                    .exec(Pages.page(run.row(), PLAN, schedule))
                    .exec(clock.end());
            byPage.computeIfAbsent(run.row(), row -> new ArrayList<>()).add(inRounds
                    ? INJECTIONS.open(run.scenarioName(), exec(ROUNDS.pass(run.row().name(), run.repeat())).exec(page),
                            atOnceUsers(PLAN.users()))
                    : INJECTIONS.clients(run.scenarioName(), page, arrivals()));
        }
        if (!inRounds) {
            return List.of(PopulationChain.inSequence(byPage.values().stream().flatMap(List::stream).toList()));
        }
        return byPage.values().stream().map(PopulationChain::inSequence).toList();
    }

    /**
     * -DpageWarmUp exchanges of each transport, one after another by one user, before any page starts:
     * pages on a cold server and a cold injector measured their first repeat at 2 to 10 times the next.
     * Then a few of each at the pages' think time, the first pauses between exchanges of the run.
     */
    private static List<PopulationBuilder> afterWarmUp(List<PopulationBuilder> pages) {
        if (PLAN.warmUpExchanges() == 0) {
            return pages;
        }
        ChainBuilder warmUp = exec(TargetLoss.guard());
        for (Transport transport : PLAN.transports()) {
            warmUp = warmUp.exec(Pages.warmUp(transport, PLAN.warmUpExchanges(), PLAN));
        }
        for (Transport transport : PLAN.transports()) {
            warmUp = warmUp.exec(Pages.pacedWarmUp(transport, PLAN.pacedWarmUpExchanges(), PLAN.think(), PLAN));
        }
        return List.of(INJECTIONS.open(RunNames.WARM_UP_PREFIX + "transports", warmUp, atOnceUsers(1)).andThen(pages));
    }

    /**
     * In turn, a page's users start spread over one think time, so they do not exchange in lockstep.
     * At least one second: Gatling 3.15 never starts a ramp shorter than that.
     */
    private static OpenInjectionStep arrivals() {
        if (PLAN.users() == 1) {
            return atOnceUsers(1);
        }
        return rampUsers(PLAN.users()).during(max(PLAN.think(), Duration.ofSeconds(1)));
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    @Override
    public void before() {
        TARGET.start();
        if (PLAN.order() == PageOrder.SIDE_BY_SIDE) {
            // The browsers start and warm up before Gatling's first page, so neither lands in a timed exchange.
            browser = startBrowser();
        }
    }

    /**
     * -Dbrowser=chromium: the same plan in headless Chromium against the same server, before it stops
     * (docs/browser.md): beside Gatling's pages when they run side by side, after them when in turn.
     * A failed browser test fails the run, after the server is stopped.
     */
    @Override
    public void after() {
        Optional<BrowserRecord> record = Optional.empty();
        // Gatling's pages have ended (or were stopped): the browser's pages no longer wait for them.
        ROUNDS.release();
        try {
            if (browser.isEmpty() && PLAN.order() == PageOrder.IN_TURN) {
                browser = startBrowser();
            }
            record = browser.map(run -> run.finishAndRecord(SETTINGS.results()));
        } finally {
            TARGET.stop(run -> run.repeatWindows(CLOCKS.stream().flatMap(clock -> clock.window().stream()).toList())
                    .intended(SCHEDULES.stream().map(ExchangeSchedule::measure).toList())
                    .injection(INJECTIONS.measure()));
        }
        record.filter(BrowserRecord::failed).ifPresent(failed -> {
            throw new IllegalStateException("The browser run FAILED: " + String.join("; ", failed.failures()));
        });
    }

    private static Optional<BrowserRun.Started> startBrowser() {
        BrowserPlan plan = SETTINGS.browser();
        if (!plan.enabled()) {
            return Optional.empty();
        }
        if (!TARGET.serves(ContractPart.LAB_PAGE)) {
            LOG.info("Browser run skipped: {} does not serve {}", TARGET.name(), ContractPart.LAB_PAGE.what());
            return Optional.empty();
        }
        Optional<RecordKey> key = TARGET.runKey();
        if (key.isEmpty() || TargetLoss.reason().isPresent()) {
            LOG.warn("Browser run skipped: the target was lost during the simulation");
            return Optional.empty();
        }
        return Optional.of(new BrowserRun(plan, PLAN).start(TARGET.url(), key.get(), ROUNDS));
    }
}
