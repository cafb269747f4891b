package loadlab.lab.settings;

import java.time.Duration;

/**
 * The hello experiment's independent cross-check: after the Gatling run, before the server stops,
 * each variant is measured again against the same server at the same concurrency, keep-alive
 * variants with {@code wrk -t2 -c<concurrency> -d<duration>}, the others with
 * {@code ab -n <min(requests, maxRequests)> -c <concurrency>} (docs/cross-check.md).
 *
 * @param enabled     {@code -DcrossCheck}: false skips it (the run's record then says so per variant)
 * @param duration    {@code -DcrossCheckSeconds}: how long each wrk run lasts
 * @param maxRequests {@code -DcrossCheckMaxRequests}: cap on ab's {@code -n} (the variant's
 *                    {@code -Drequests} otherwise)
 */
public record CrossCheckPlan(boolean enabled, Duration duration, long maxRequests) {

    public CrossCheckPlan {
        Checks.positive("crossCheckSeconds", duration.toSeconds());
        Checks.positive("crossCheckMaxRequests", maxRequests);
    }

    /** ab's -n for a variant of {@code requests} at {@code concurrency}: capped, never below the concurrency. */
    public long abRequests(long requests, int concurrency) {
        return Math.max(Math.min(requests, maxRequests), concurrency);
    }
}
