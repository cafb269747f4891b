package loadlab.gatling.settings;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;

/**
 * The hello experiment: its variants, run one after another. A closed variant: {@code concurrency}
 * users share {@code requests} requests, like {@code ab -n requests -c concurrency}. An open
 * variant: {@code rate} new users per second, one request each, for {@code duration}.
 */
public record HelloPlan(
        List<HelloVariant> variants,
        int concurrency,
        long requests,
        double rate,
        Duration duration,
        int p99Ms) {

    public HelloPlan {
        variants = List.copyOf(variants);
        if (variants.isEmpty()) {
            throw new IllegalArgumentException("-DhelloVariants must name at least one variant");
        }
        if (new HashSet<>(variants).size() != variants.size()) {
            throw new IllegalArgumentException("-DhelloVariants names a variant twice: " + variants);
        }
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
