package loadlab.gatling.browser;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import loadlab.gatling.repeat.RoundGate;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.settings.BrowserPlan;
import loadlab.lab.settings.Framing;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.PageOrder;
import loadlab.lab.settings.Transport;
import loadlab.lab.settings.TransportsPlan;
import loadlab.record.RecordKey;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.browser.BrowserTest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The transports experiment in headless Chromium, as the original ran it: for each N and transport
 * of the simulation's plan, {@code repeats} tests, each after a full page reload, with the plan's size
 * and think time; the transports side by side (one Chromium each, its pages one after another) or
 * every page in turn (one Chromium), as the plan's pages run. Its record goes beside the run's record;
 * a browser that is not installed is a skipped run with the reason, not a failure.
 */
public final class BrowserRun {
    private static final Logger LOG = LoggerFactory.getLogger(BrowserRun.class);
    private static final Duration COMMAND_MARGIN = Duration.ofMinutes(1);

    private final BrowserPlan browser;
    private final TransportsPlan plan;

    public BrowserRun(BrowserPlan browser, TransportsPlan plan) {
        this.browser = browser;
        this.plan = plan;
    }

    /** Runs against {@code target} and writes the record named by {@code key} under {@code resultsRoot}. */
    public BrowserRecord runAndRecord(BaseUrl target, RecordKey key, Path resultsRoot) {
        return start(target, key, new RoundGate(plan.think())).finishAndRecord(resultsRoot);
    }

    /** Runs every test against {@code target} and returns the record, without writing it. */
    public BrowserRecord run(BaseUrl target, RecordKey key) {
        return start(target, key, new RoundGate(plan.think())).finish();
    }

    /**
     * Side by side (-Dpages): starts one Chromium per transport, warms each up and waits for that, then
     * starts each transport's tests in its own thread and returns as the first test starts; {@link Started#finish()}
     * waits for them. The transports join {@code rounds} once warm, and run their repeats in its rounds
     * with whoever else joined it (Gatling's pages), each transport's pages one after another in a round.
     * In turn: returns at once, and finish() runs the tests one after another in one Chromium.
     */
    public Started start(BaseUrl target, RecordKey key, RoundGate rounds) {
        var missing = browser.missing();
        if (missing.isPresent()) {
            LOG.warn("Browser run skipped: {}", missing.get());
            return Started.done(BrowserRecord.skipped(key.simulation(), key.startEpochMillis(), missing.get()));
        }
        TransportsPage page = new TransportsPage(target, plan.size(), plan.think());
        List<Transport> transports = runnable(target);
        if (transports.isEmpty()) {
            String reason = target.http() + " serves no " + SocketIoClient.PATH + ": the page's Socket.IO transports"
                    + " load the client from there (a Node.js Socket.IO server serves it; the reference server does not)";
            LOG.warn("Browser run skipped: {}", reason);
            return Started.done(BrowserRecord.skipped(key.simulation(), key.startEpochMillis(), reason));
        }
        // The browser's pages pause after each answer, as the original's did; the scheduled ones are Gatling's only.
        List<Page> pages = plan.pages().stream().filter(row -> !row.scheduled() && transports.contains(row.transport()))
                .toList();
        if (plan.order() == PageOrder.IN_TURN) {
            return () -> inTurn(page, pages, key);
        }
        return sideBySide(page, pages, key, rounds);
    }

    private BrowserRecord inTurn(TransportsPage page, List<Page> pages, RecordKey key) {
        List<BrowserTest> tests = new ArrayList<>();
        String version = null;
        String failure = null;
        try (Chromium chromium = Chromium.start(browser, longestCommand(page, pages, plan.warmUpExchanges()))) {
            version = chromium.version();
            logStart(version, page, pages, "in turn");
            // One Chromium runs every page here, so each transport warms up once, before its first page, as
            // Gatling's do before theirs.
            Set<Transport> warm = EnumSet.noneOf(Transport.class);
            for (Page row : pages) {
                if (warm.add(row.transport())) {
                    page.warmUp(chromium.driver(), row.transport(), plan.warmUpExchanges(), plan.pacedWarmUpExchanges());
                }
                for (int repeat = 1; repeat <= browser.repeats(); repeat++) {
                    BrowserTest test = page.run(chromium.driver(), row.transport(), row.exchanges(), repeat);
                    log(test);
                    tests.add(test);
                }
            }
        } catch (TransportsPage.PageException e) {
            failure = e.getMessage();
        } catch (RuntimeException e) {
            failure = "the browser failed: " + e;
        }
        return record(key, page, version, failure, tests);
    }

    private Started sideBySide(TransportsPage page, List<Page> pages, RecordKey key, RoundGate rounds) {
        TransportsAtOnce atOnce;
        try {
            atOnce = TransportsAtOnce.open(browser, pages, longestCommand(page, pages, plan.warmUpExchanges()));
        } catch (RuntimeException e) {
            return Started.done(record(key, page, null, "the browser failed: " + e, List.of()));
        }
        String version = atOnce.version();
        logStart(version, page, pages, "side by side, one Chromium per transport");
        try {
            atOnce.warmUp(page, plan.warmUpExchanges(), plan.pacedWarmUpExchanges());
            atOnce.start(page, browser.repeats(), rounds, BrowserRun::log);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            atOnce.close();
            return Started.done(record(key, page, version, "the browser run was interrupted", List.of()));
        } catch (RuntimeException e) {
            // Not a page's failure (the warm-up logs those) but the browser's, or the rounds refusing a transport
            // that joined after one opened: no test runs, and the Chromiums are closed, not left running.
            atOnce.close();
            return Started.done(record(key, page, version, "the browser failed: " + e.getMessage(), List.of()));
        }
        return () -> {
            try (atOnce) {
                TransportsAtOnce.PageTests done = atOnce.await();
                return record(key, page, version, done.failure(), done.tests());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return record(key, page, version, "the browser run was interrupted", List.of());
            }
        };
    }

    /**
     * Room for the longest test of these pages (or of the paced warm-up), or their back-to-back warm-up if
     * longer, with a minute to load the page and hand back the results.
     */
    static Duration longestCommand(TransportsPage page, List<Page> pages, int warmUp) {
        int most = Math.max(pages.stream().mapToInt(Page::exchanges).max().orElse(0), TransportsPlan.PACED_WARM_UP);
        Duration test = page.longestTest(most);
        Duration warming = page.longestWarmUp(warmUp);
        return (test.compareTo(warming) >= 0 ? test : warming).plus(COMMAND_MARGIN);
    }

    private void logStart(String version, TransportsPage page, List<Page> pages, String how) {
        LOG.info("Browser run: {} on {}, pages {} {}, {} repeat(s) each, think {} ms", version, page.page(),
                pages.stream().map(Page::name).toList(), how, browser.repeats(), plan.think().toMillis());
    }

    private BrowserRecord record(RecordKey key, TransportsPage page, String version, String failure,
            List<BrowserTest> tests) {
        if (failure != null) {
            LOG.error("Browser run FAILED: {}", failure);
        }
        return new BrowserRecord(BrowserRecord.FORMAT, key.simulation(), key.startEpochMillis(), version,
                page.page().toString(), (int) plan.think().toMillis(), plan.size(), browser.repeats(), null, failure,
                tests);
    }

    /** The plan's transports the page can run here: the Socket.IO ones only where the target serves the client. */
    private List<Transport> runnable(BaseUrl target) {
        List<Transport> socketIo = plan.transports().stream().filter(t -> t.framing() == Framing.SOCKETIO).toList();
        if (socketIo.isEmpty() || SocketIoClient.servedBy(target)) {
            return plan.transports();
        }
        LOG.warn("Browser: {} serves no {}; the page runs without {}", target.http(), SocketIoClient.PATH,
                socketIo.stream().map(Transport::label).toList());
        return plan.transports().stream().filter(t -> t.framing() != Framing.SOCKETIO).toList();
    }

    private static void log(BrowserTest test) {
        if (test.ok()) {
            LOG.info("Browser {} x{} repeat {}: total {} ms", test.transport(), test.exchanges(), test.repeat(),
                    String.format(Locale.ROOT, "%.2f", test.totalMs()));
        } else {
            LOG.error("Browser {} x{} repeat {} FAILED: {}", test.transport(), test.exchanges(), test.repeat(),
                    test.error());
        }
    }

    /** A browser run under way (or one that could not start); {@link #finish()} waits for its record. */
    @FunctionalInterface
    public interface Started {
        BrowserRecord finish();

        /** Waits for the record and writes it under {@code resultsRoot} beside the run's record. */
        default BrowserRecord finishAndRecord(Path resultsRoot) {
            BrowserRecord record = finish();
            LOG.info("Browser record: {}", BrowserRecords.under(resultsRoot).write(record));
            return record;
        }

        static Started done(BrowserRecord record) {
            return () -> record;
        }
    }
}
