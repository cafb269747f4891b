package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import loadlab.record.browser.BrowserSetup;

/**
 * The browser run beside one transports run.
 *
 * @param setup    how the browser ran, as its record says (in summary.json its fields stand beside framing and runId)
 * @param failures each failed test with its reason, and the run's own failure; empty when all passed
 */
public record BrowserRunSummary(String framing, String runId, @JsonUnwrapped BrowserSetup setup, List<String> failures) {

    public BrowserRunSummary {
        failures = List.copyOf(failures);
    }
}
