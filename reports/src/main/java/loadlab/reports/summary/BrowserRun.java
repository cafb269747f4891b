package loadlab.reports.summary;

import java.util.List;

/**
 * The browser run beside one transports run.
 *
 * @param skipped  why the browser did not run (its record says), or null
 * @param failures each failed test with its reason, and the run's own failure; empty when all passed
 */
public record BrowserRun(
        String framing,
        String runId,
        String browser,
        String page,
        int thinkMs,
        int size,
        int repeats,
        String skipped,
        List<String> failures) {

    public BrowserRun {
        failures = List.copyOf(failures);
    }
}
