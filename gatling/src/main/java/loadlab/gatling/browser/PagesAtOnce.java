package loadlab.gatling.browser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import loadlab.gatling.repeat.RoundGate;
import loadlab.gatling.settings.BrowserPlan;
import loadlab.gatling.settings.Page;
import loadlab.record.browser.BrowserTest;

/**
 * The browser's pages side by side: one Chromium per page (transport and N), all started one after
 * another before any test runs, so no browser's start lands inside another's timed exchange; then
 * every page's warm-up, all at once, ended before Gatling's pages start. Then every page runs its
 * repeats in its own thread, each after a full page load, in the rounds of a {@link RoundGate} (repeat r
 * once every page, Gatling's too, has ended repeat r - 1), each page at its own phase of the think time
 * beside Gatling's users. A page that cannot run a test stops there and leaves the rounds; the others go on.
 */
final class PagesAtOnce implements AutoCloseable {
    private final List<Page> pages;
    private final List<Chromium> browsers;
    private final ExecutorService threads;
    private final List<Future<PageTests>> running = new ArrayList<>();

    private PagesAtOnce(List<Page> pages, List<Chromium> browsers) {
        this.pages = pages;
        this.browsers = browsers;
        this.threads = Executors.newFixedThreadPool(pages.size(), task -> {
            Thread thread = new Thread(task, "browser-page");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts a Chromium for each page, in turn; a browser that does not start closes those that did. */
    static PagesAtOnce open(BrowserPlan plan, List<Page> pages, Duration longestCommand) {
        if (pages.isEmpty()) {
            throw new IllegalArgumentException("no page to run");
        }
        List<Chromium> browsers = new ArrayList<>();
        try {
            for (int i = 0; i < pages.size(); i++) {
                browsers.add(Chromium.start(plan, longestCommand));
            }
        } catch (RuntimeException e) {
            RuntimeException closing = closeEach(browsers, Chromium::close);
            if (closing != null) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        return new PagesAtOnce(List.copyOf(pages), List.copyOf(browsers));
    }

    String version() {
        return browsers.get(0).version();
    }

    /**
     * Every page's {@code exchanges} uncounted exchanges back to back, then {@code paced} at the think time,
     * all pages at once; returns when each has ended,
     * so that none lands in a timed exchange of Gatling's pages, which start after it. A page's failed
     * warm-up is logged by {@link TransportsPage#warmUp}; its tests then fail with their own reason.
     */
    void warmUp(TransportsPage page, int exchanges, int paced) throws InterruptedException {
        List<Callable<Void>> warmUps = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            Page row = pages.get(i);
            Chromium browser = browsers.get(i);
            warmUps.add(() -> {
                page.warmUp(browser.driver(), row.transport(), exchanges, paced);
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
     * Joins every page to {@code rounds} and starts its {@code repeats} tests; {@code done} hears of each
     * test as it ends, from the page's thread.
     */
    void start(TransportsPage page, int repeats, RoundGate rounds, Consumer<BrowserTest> done) {
        pages.forEach(row -> rounds.join(party(row), repeats, 1));
        for (int i = 0; i < pages.size(); i++) {
            Page row = pages.get(i);
            Chromium browser = browsers.get(i);
            running.add(threads.submit(() -> runPage(page, browser, row, repeats, rounds, done)));
        }
    }

    /** The browser's page in the rounds, beside Gatling's page of the same name. */
    static String party(Page row) {
        return "Chromium " + row.name();
    }

    private static PageTests runPage(TransportsPage page, Chromium browser, Page row, int repeats, RoundGate rounds,
            Consumer<BrowserTest> done) throws InterruptedException {
        List<BrowserTest> tests = new ArrayList<>();
        String party = party(row);
        try {
            for (int repeat = 1; repeat <= repeats; repeat++) {
                // Loaded before the round: a page load takes the browser far more CPU than the exchanges
                // around it, and in the round it would land in the other pages' first exchanges.
                TransportsPage.Loaded loaded = page.load(browser.driver(), row.transport(), row.exchanges());
                rounds.arrive(party, repeat);
                rounds.await(repeat);
                Thread.sleep(rounds.untilStart(party, 0, repeat).toMillis());
                BrowserTest test = loaded.run(repeat);
                done.accept(test);
                tests.add(test);
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

    /** Waits for every page: their tests in page order, and the first page's failure, if any. */
    PageTests await() throws InterruptedException {
        List<BrowserTest> tests = new ArrayList<>();
        String failure = null;
        for (Future<PageTests> page : running) {
            PageTests done;
            try {
                done = page.get();
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
        RuntimeException closing = closeEach(browsers, Chromium::close);
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

    /** What a page (or all of them) ran, and why it stopped early, or null. */
    record PageTests(List<BrowserTest> tests, String failure) {
        PageTests {
            tests = List.copyOf(tests);
        }
    }
}
