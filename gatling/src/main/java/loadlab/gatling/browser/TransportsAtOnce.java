package loadlab.gatling.browser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import loadlab.gatling.repeat.RoundGate;
import loadlab.lab.settings.BrowserPlan;
import loadlab.lab.settings.Page;
import loadlab.lab.settings.Transport;
import loadlab.record.browser.BrowserTest;

/**
 * The browser's pages side by side, one Chromium per transport: each transport's pages (its N) run one
 * after another in its own Chromium, the transports at once. With a Chromium per page, the browsers' own
 * processes crowded the cores and every exchange measured above the same pages run in turn (docs/experiments.md,
 * Pages side by side or in turn); a few Chromiums leave more of the cores to the one whose exchange is under way.
 *
 * <p>The Chromiums start one after another before any test runs, so no browser's start lands inside
 * another's timed exchange; then each warms its transport up, all at once, ended before Gatling's pages
 * start. Then each transport runs its repeats in its own thread in the rounds of a {@link RoundGate}
 * (repeat r once every page, Gatling's too, has ended repeat r - 1): in a round, its pages one after another,
 * each after a full page load and at the transport's own phase of the think time beside Gatling's users.
 * A transport that cannot run a test stops there and leaves the rounds; the others go on.
 */
final class TransportsAtOnce implements AutoCloseable {
    private final List<Lane> lanes;
    private final ExecutorService threads;
    private final List<Future<PageTests>> running = new ArrayList<>();

    private TransportsAtOnce(List<Lane> lanes) {
        this.lanes = lanes;
        this.threads = Executors.newFixedThreadPool(lanes.size(), task -> {
            Thread thread = new Thread(task, "browser-transport");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts a Chromium for each transport of {@code pages}, in turn; a browser that does not start closes those that did. */
    static TransportsAtOnce open(BrowserPlan plan, List<Page> pages, Duration longestCommand) {
        Map<Transport, List<Page>> byTransport = byTransport(pages);
        List<Lane> lanes = new ArrayList<>();
        try {
            for (Map.Entry<Transport, List<Page>> transport : byTransport.entrySet()) {
                lanes.add(new Lane(transport.getKey(), transport.getValue(), Chromium.start(plan, longestCommand)));
            }
        } catch (RuntimeException e) {
            RuntimeException closing = closeEach(lanes, lane -> lane.browser().close());
            if (closing != null) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        return new TransportsAtOnce(List.copyOf(lanes));
    }

    /** The pages grouped by transport, in the order the transports first appear, each group in its pages' order. */
    static Map<Transport, List<Page>> byTransport(List<Page> pages) {
        if (pages.isEmpty()) {
            throw new IllegalArgumentException("no page to run");
        }
        Map<Transport, List<Page>> groups = new LinkedHashMap<>();
        for (Page page : pages) {
            groups.computeIfAbsent(page.transport(), transport -> new ArrayList<>()).add(page);
        }
        return groups;
    }

    String version() {
        return lanes.get(0).browser().version();
    }

    /**
     * Each transport's {@code exchanges} uncounted exchanges back to back, then {@code paced} at the think
     * time, every transport at once in its own Chromium; returns when each has ended, so that none lands in a
     * timed exchange of Gatling's pages, which start after it. A failed warm-up is logged by
     * {@link TransportsPage#warmUp}; the transport's tests then fail with their own reason.
     */
    void warmUp(TransportsPage page, int exchanges, int paced) throws InterruptedException {
        List<Callable<Void>> warmUps = new ArrayList<>();
        for (Lane lane : lanes) {
            warmUps.add(() -> {
                page.warmUp(lane.browser().driver(), lane.transport(), exchanges, paced);
                return null;
            });
        }
        for (Future<Void> warmedUp : threads.invokeAll(warmUps)) {
            try {
                warmedUp.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException("a warm-up failed unexpectedly: " + e.getCause(), e.getCause());
            }
        }
    }

    /**
     * Joins every transport to {@code rounds} and starts its {@code repeats} rounds of tests; {@code done}
     * hears of each test as it ends, from the transport's thread.
     */
    void start(TransportsPage page, int repeats, RoundGate rounds, Consumer<BrowserTest> done) {
        lanes.forEach(lane -> rounds.join(party(lane.transport()), repeats, 1));
        for (Lane lane : lanes) {
            running.add(threads.submit(() -> runLane(page, lane, repeats, rounds, done)));
        }
    }

    /** The browser's transport in the rounds, beside Gatling's pages. */
    static String party(Transport transport) {
        return "Chromium " + transport.label();
    }

    private static PageTests runLane(TransportsPage page, Lane lane, int repeats, RoundGate rounds,
            Consumer<BrowserTest> done) throws InterruptedException {
        List<BrowserTest> tests = new ArrayList<>();
        String party = party(lane.transport());
        try {
            for (int repeat = 1; repeat <= repeats; repeat++) {
                for (Page row : lane.pages()) {
                    // Loaded before the test starts: a page load takes the browser far more CPU than the
                    // exchanges around it. The round's first page is loaded before the round opens, so no
                    // transport's load lands in the round's first exchanges.
                    TransportsPage.Loaded loaded = page.load(lane.browser().driver(), row.transport(), row.exchanges());
                    if (row == lane.pages().get(0)) {
                        rounds.arrive(party, repeat);
                        rounds.await(repeat);
                    }
                    Thread.sleep(rounds.untilNextPhase(party, 0, repeat).toMillis());
                    BrowserTest test = loaded.run(repeat);
                    done.accept(test);
                    tests.add(test);
                }
            }
            return new PageTests(tests, null);
        } catch (TransportsPage.PageException e) {
            return new PageTests(tests, e.getMessage());
        } catch (RuntimeException e) {
            return new PageTests(tests, "the browser failed: " + e);
        } finally {
            rounds.leave(party);
        }
    }

    /** Waits for every transport: their tests in transport order, and the first failure, if any. */
    PageTests await() throws InterruptedException {
        List<BrowserTest> tests = new ArrayList<>();
        String failure = null;
        for (Future<PageTests> lane : running) {
            PageTests done;
            try {
                done = lane.get();
            } catch (ExecutionException e) {
                done = new PageTests(List.of(), "the browser failed: " + e.getCause());
            }
            tests.addAll(done.tests());
            if (failure == null) {
                failure = done.failure();
            }
        }
        return new PageTests(tests, failure);
    }

    /** Quits every Chromium, each on its own: one that fails to quit leaves none of the others running. */
    @Override
    public void close() {
        threads.shutdownNow();
        RuntimeException closing = closeEach(lanes, lane -> lane.browser().close());
        if (closing != null) {
            throw closing;
        }
    }

    /** Closes each one even when one before it throws; the first failure, the others suppressed in it, or null. */
    static <T> RuntimeException closeEach(List<T> items, Consumer<T> close) {
        RuntimeException first = null;
        for (T item : items) {
            try {
                close.accept(item);
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        return first;
    }

    /** One transport's pages and the Chromium that runs them. */
    private record Lane(Transport transport, List<Page> pages, Chromium browser) {
    }

    /** What a transport (or all of them) ran, and why it stopped early, or null. */
    record PageTests(List<BrowserTest> tests, String failure) {
        PageTests {
            tests = List.copyOf(tests);
        }
    }
}
