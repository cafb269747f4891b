package loadlab.gatling.browser;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadlab.gatling.server.BaseUrl;
import loadlab.gatling.settings.BrowserPlan;
import loadlab.gatling.settings.Framing;
import loadlab.gatling.settings.Transport;
import loadlab.gatling.settings.TransportsPlan;
import loadlab.record.RecordKey;
import loadlab.record.browser.BrowserRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.browser.BrowserTest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The transports experiment in headless Chromium, as the original ran it: for each N and transport
 * of the simulation's plan, {@code repeats} tests, each after a full page reload, with the plan's size
 * and think time. Its record goes beside the run's record; a browser that is not installed is a
 * skipped run with the reason, not a failure.
 */
public final class BrowserRun {
    private static final Logger LOG = LoggerFactory.getLogger(BrowserRun.class);

    private final BrowserPlan browser;
    private final TransportsPlan plan;

    public BrowserRun(BrowserPlan browser, TransportsPlan plan) {
        this.browser = browser;
        this.plan = plan;
    }

    /** Runs against {@code target} and writes the record named by {@code key} under {@code reportsRoot}. */
    public BrowserRecord runAndRecord(BaseUrl target, RecordKey key, Path reportsRoot) {
        BrowserRecord record = run(target, key);
        Path file = BrowserRecords.under(reportsRoot).write(record);
        LOG.info("Browser record: {}", file);
        return record;
    }

    public BrowserRecord run(BaseUrl target, RecordKey key) {
        var missing = browser.missing();
        if (missing.isPresent()) {
            LOG.warn("Browser run skipped: {}", missing.get());
            return BrowserRecord.skipped(key.simulation(), key.startEpochMillis(), missing.get());
        }
        TransportsPage page = new TransportsPage(target, plan.size(), plan.think());
        List<Transport> transports = runnable(target);
        if (transports.isEmpty()) {
            String reason = target.http() + " serves no " + SocketIoClient.PATH + ": the page's Socket.IO transports"
                    + " load the client from there (a Node.js Socket.IO server serves it; the reference server does not)";
            LOG.warn("Browser run skipped: {}", reason);
            return BrowserRecord.skipped(key.simulation(), key.startEpochMillis(), reason);
        }
        List<BrowserTest> tests = new ArrayList<>();
        String version = null;
        String failure = null;
        try (Chromium chromium = Chromium.start(browser)) {
            version = chromium.version();
            LOG.info("Browser run: {} on {}, N {}, transports {}, {} repeat(s), think {} ms", version, page.page(),
                    plan.exchanges(), transports.stream().map(Transport::label).toList(), browser.repeats(),
                    plan.think().toMillis());
            for (int exchanges : plan.exchanges()) {
                for (Transport transport : transports) {
                    for (int repeat = 1; repeat <= browser.repeats(); repeat++) {
                        BrowserTest test = page.run(chromium.driver(), transport, exchanges, repeat);
                        log(test);
                        tests.add(test);
                    }
                }
            }
        } catch (TransportsPage.PageException e) {
            failure = e.getMessage();
        } catch (RuntimeException e) {
            failure = "the browser failed: " + e;
        }
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
}
