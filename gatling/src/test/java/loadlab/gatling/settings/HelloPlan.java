package loadlab.gatling.settings;

import java.time.Duration;

/**
 * The hello experiment. Closed: {@code concurrency} users share {@code requests} requests, like
 * {@code ab -n requests -c concurrency}. Open: {@code rate} new users per second, one request
 * each, for {@code duration}.
 */
public record HelloPlan(
        LoadModel model,
        int concurrency,
        long requests,
        boolean keepAlive,
        double rate,
        Duration duration,
        int p99Ms) {

    public HelloPlan {
        Checks.positive("concurrency", concurrency);
        Checks.positive("requests", requests);
        if (!(rate > 0)) {
            throw new IllegalArgumentException("-Drate must be positive, got " + rate);
        }
        Checks.positive("durationSeconds", duration.toSeconds());
        Checks.positive("p99Ms", p99Ms);
        if (requests < concurrency) {
            throw new IllegalArgumentException("-Drequests (" + requests
                    + ") must be at least -Dconcurrency (" + concurrency + ")");
        }
    }
}
