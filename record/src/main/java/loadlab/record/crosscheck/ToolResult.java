package loadlab.record.crosscheck;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an independent load generator (wrk, ab) reported for one run, read from its own output.
 *
 * @param requests          responses the tool counted as completed (wrk: every response, whatever
 *                          its status; ab: "Complete requests", which also counts failed ones)
 * @param okRequests        of those, the ones that were answers with a 2xx/3xx status and no
 *                          failure: the figure comparable with Gatling's OK count
 * @param non2xx            wrk: "Non-2xx or 3xx responses" (status 400 and up); ab: "Non-2xx responses"
 * @param failed            wrk: socket errors (connect + read + write + timeout), never counted as
 *                          requests; ab: "Failed requests" (connect, receive, length, exceptions)
 * @param failures          the tool's breakdown of {@code failed}, e.g. {@code read -> 3}
 * @param seconds           the run's length as the tool printed it
 * @param requestsPerSecond the tool's own figure ({@code requests / seconds}, failures included for ab)
 */
public record ToolResult(
        long requests,
        long okRequests,
        long non2xx,
        long failed,
        Map<String, Long> failures,
        double seconds,
        double requestsPerSecond) {

    public ToolResult {
        if (requests < 0 || okRequests < 0 || non2xx < 0 || failed < 0) {
            throw new IllegalArgumentException("counts cannot be negative");
        }
        if (okRequests > requests) {
            throw new IllegalArgumentException("OK requests (" + okRequests + ") exceed requests (" + requests + ")");
        }
        if (!(seconds >= 0) || !(requestsPerSecond >= 0)) {
            throw new IllegalArgumentException("seconds and requests per second cannot be negative");
        }
        failures = failures == null ? Map.of() : new TreeMap<>(failures);
    }

    /**
     * OK answers per second: the tool's own rate scaled by its OK share, so the time base is
     * exactly the tool's. Like every throughput of the summary it counts OK answers only.
     */
    @JsonProperty("okPerSecond")
    public double okPerSecond() {
        return requests == 0 ? 0 : requestsPerSecond * okRequests / requests;
    }

    /** True when the tool saw any non-2xx answer or any failed request. */
    @JsonProperty("hadErrors")
    public boolean hadErrors() {
        return non2xx > 0 || failed > 0;
    }
}
