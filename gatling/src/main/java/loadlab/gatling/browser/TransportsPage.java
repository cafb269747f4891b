package loadlab.gatling.browser;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.settings.Transport;
import loadlab.record.browser.BrowserTest;
import loadlab.record.json.Json;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.remote.RemoteWebDriver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's transports page (/lab/transports.html) driven for one test: load it with the test in
 * its query (a full page load each time), start the test once the page has loaded and await the promise
 * {@code window.labRun} returns, read its JSON. Every test on it sends payloads of {@code size}
 * characters with {@code think} between two exchanges.
 *
 * <p>Not {@code run=1}: that starts the test while the page is still loading, and a JSONP script added
 * before the load event holds the event back until it has loaded, so back-to-back AJAX exchanges (a
 * warm-up, or think time 0) kept the page "loading" until the last one, and past the driver's 30 s page
 * load timeout.
 */
public record TransportsPage(BaseUrl target, int size, Duration think) {
    private static final Logger LOG = LoggerFactory.getLogger(TransportsPage.class);
    public static final String PATH = "/lab/transports.html";
    /** The page waits at most this long for one answer (ANSWER_TIMEOUT_MS in transports.js). */
    private static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(10);
    private static final String RUN_AND_AWAIT = "var done = arguments[arguments.length - 1];"
            + " if (!window.labRun) { done(null); return; }"
            + " window.labRun(new URLSearchParams(arguments[0])).then(function (r) { done(JSON.stringify(r)); },"
            + " function (e) { done(JSON.stringify({done: true, error: String(e), tests: []})); });";

    /** The page's own id of a transport (the simulation's labels are the record's). */
    public static String pageId(Transport transport) {
        return switch (transport) {
            case AJAX -> "ajax";
            case WS -> "ws";
            case FRESH_WS -> "fresh";
            case SIO_WS -> "sio";
            case FRESH_SIO_WS -> "fresh-sio";
        };
    }

    /**
     * Uncounted exchanges before a page's timed tests, back to back on a fresh page load, then
     * {@code paced} more at the think time on another: the first exchanges after a browser's start
     * are far slower than the later ones (docs/browser.md, Reading the ratio). A warm-up that fails
     * is only logged, whether an exchange failed or the page did not load: the timed tests after it fail
     * with their own reason if the page cannot run, so both page orders report a broken page alike.
     */
    public void warmUp(WebDriver driver, Transport transport, int exchanges, int paced) {
        if (exchanges == 0) {
            return;
        }
        String failure;
        try {
            BrowserTest test = backToBack().run(driver, transport, exchanges, 1);
            if (test.ok() && paced > 0) {
                test = run(driver, transport, paced, 1);
            }
            failure = test.ok() ? null : test.error();
        } catch (PageException | WebDriverException e) {
            failure = e.getMessage();
        }
        if (failure != null) {
            LOG.warn("Browser warm-up of {} failed: {}", transport.label(), failure);
        }
    }

    /** How long a test of {@code exchanges} may run before it counts as stuck: each exchange's answer timeout and think time. */
    public Duration longestTest(int exchanges) {
        return ANSWER_TIMEOUT.plus(think).multipliedBy(exchanges + 1L);
    }

    /** How long a warm-up of {@code exchanges} may run: as a test of them without think time. */
    public Duration longestWarmUp(int exchanges) {
        return backToBack().longestTest(exchanges);
    }

    private TransportsPage backToBack() {
        return new TransportsPage(target, size, Duration.ZERO);
    }

    public URI page() {
        return target.resolve(PATH);
    }

    URI test(Transport transport, int exchanges) {
        return URI.create(page() + "?transports=" + pageId(transport) + "&exchanges=" + exchanges + "&size=" + size
                + "&thinkMs=" + think.toMillis() + "&repeats=1");
    }

    /**
     * One test after a full page load. A failed exchange comes back as a failed test with the page's
     * reason; a page that does not load or answer throws {@link PageException}.
     */
    public BrowserTest run(WebDriver driver, Transport transport, int exchanges, int repeat) {
        return load(driver, transport, exchanges).run(repeat);
    }

    /**
     * Loads the page for one test, without starting it: a page load costs the browser far more than an
     * exchange, so side by side it is done before the test's round, not inside it. Throws
     * {@link PageException} when the page does not load.
     */
    public Loaded load(WebDriver driver, Transport transport, int exchanges) {
        URI url = test(transport, exchanges);
        driver.manage().timeouts().scriptTimeout(longestTest(exchanges));
        try {
            driver.get(url.toString());
        } catch (WebDriverException e) {
            throw new PageException("the page " + url + " did not finish: " + firstLine(e.getMessage()), e);
        }
        return new Loaded(driver, url, transport, exchanges);
    }

    /** A page loaded for one test, which {@link #run} starts and awaits. */
    public record Loaded(WebDriver driver, URI url, Transport transport, int exchanges) {
        public BrowserTest run(int repeat) {
            Object text;
            try {
                text = ((RemoteWebDriver) driver).executeAsyncScript(RUN_AND_AWAIT, url.getRawQuery());
            } catch (WebDriverException e) {
                throw new PageException("the page " + url + " did not finish: " + firstLine(e.getMessage()), e);
            }
            if (text == null) {
                throw new PageException("the page " + url + " is not the transports page (is it served by this target?"
                        + " title: '" + driver.getTitle() + "')", null);
            }
            return read(parse(text.toString()), transport, exchanges, repeat);
        }
    }

    private static JsonNode parse(String text) {
        try {
            return Json.mapper().readTree(text);
        } catch (IOException e) {
            throw new PageException("the page's results are not JSON: " + firstLine(e.getMessage()), e);
        }
    }

    private static BrowserTest read(JsonNode results, Transport transport, int exchanges, int repeat) {
        JsonNode tests = results.path("tests");
        if (!results.path("error").isNull() && !results.path("error").isMissingNode()) {
            return BrowserTest.failed(transport.label(), exchanges, repeat, List.of(), 0,
                    "the page refused the test: " + results.path("error").asText());
        }
        if (tests.size() != 1) {
            throw new PageException("the page ran " + tests.size() + " tests, expected 1", null);
        }
        JsonNode test = tests.get(0);
        List<Double> exchangeMs = new ArrayList<>();
        test.path("exchangeMs").forEach(ms -> exchangeMs.add(ms.asDouble()));
        double elapsed = test.path("elapsedMs").asDouble();
        if (!test.path("ok").asBoolean(false)) {
            return BrowserTest.failed(transport.label(), exchanges, repeat, exchangeMs, elapsed,
                    test.path("error").asText("the page gave no reason"));
        }
        if (exchangeMs.size() != exchanges) {
            return BrowserTest.failed(transport.label(), exchanges, repeat, exchangeMs, elapsed,
                    "the page timed " + exchangeMs.size() + " exchanges of " + exchanges);
        }
        Double connect = test.path("connectMs").isNumber() ? test.path("connectMs").asDouble() : null;
        return BrowserTest.passed(transport.label(), exchanges, repeat, test.path("totalMs").asDouble(), exchangeMs,
                connect, elapsed);
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no message";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    /** The page could not run a test at all: the run stops there. */
    public static final class PageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PageException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
