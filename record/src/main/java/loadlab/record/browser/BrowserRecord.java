package loadlab.record.browser;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.List;

/**
 * What the browser run beside a transports run measured, written as
 * {@code reports/records/<Simulation>-<startEpochMillis>-browser.json} next to the run's record
 * (see {@link BrowserRecords}). A run that did not happen says why in {@code skipped}; a run that
 * broke off (the browser did not start, the page did not load) says why in {@code failure}.
 *
 * @param browser   the browser's name and version as it reports them, or null when skipped
 * @param page      the page's URL without its query
 * @param repeats   tests per (transport, N), each after a full page reload
 * @param tests     every test run, in order, failed ones included
 */
public record BrowserRecord(
        int format,
        String simulation,
        long startEpochMillis,
        String browser,
        String page,
        int thinkMs,
        int size,
        int repeats,
        String skipped,
        String failure,
        List<BrowserTest> tests) {

    public static final int FORMAT = 1;

    public BrowserRecord {
        tests = tests == null ? List.of() : List.copyOf(tests);
    }

    /** A run that did not happen, and why (Chromium not installed, say). */
    public static BrowserRecord skipped(String simulation, long startEpochMillis, String reason) {
        return new BrowserRecord(FORMAT, simulation, startEpochMillis, null, null, 0, 0, 0, reason, null, List.of());
    }

    /** The setup the record states, as the summary shows it. */
    @JsonIgnore
    public BrowserSetup setup() {
        return new BrowserSetup(browser, page, thinkMs, size, repeats, skipped);
    }

    /** True when a test failed or the run broke off: the browser's figures are not complete. */
    @JsonIgnore
    public boolean failed() {
        return failure != null || tests.stream().anyMatch(test -> !test.ok());
    }

    /** Each failed test, and the run's own failure, as one line each. */
    @JsonIgnore
    public List<String> failures() {
        List<String> lines = new ArrayList<>();
        if (failure != null) {
            lines.add(failure);
        }
        tests.stream().filter(test -> !test.ok()).forEach(test -> lines.add(test.transport() + " x" + test.exchanges()
                + " repeat " + test.repeat() + ": " + test.error()));
        return lines;
    }
}
