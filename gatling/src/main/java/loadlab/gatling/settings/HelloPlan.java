package loadlab.gatling.settings;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import loadlab.gatling.repeat.Repeat;
import loadlab.gatling.repeat.Repeats;
import loadlab.record.names.RunNames;

/**
 * The hello experiment: its variants, run one after another. A closed variant: {@code concurrency}
 * users share {@code requests} requests, like {@code ab -n requests -c concurrency}. An open
 * variant: {@code rate} new users per second, one request each, for {@code duration}. Before each
 * variant, uncounted requests in the closed model with its connections: at least {@code warmUpRequests},
 * then until the injector's JIT is idle, at most {@code warmUpLongest} (none when both are zero).
 */
public record HelloPlan(
        List<HelloVariant> variants,
        int concurrency,
        long requests,
        double rate,
        Duration duration,
        int p99Ms,
        long warmUpRequests,
        Duration warmUpLongest) {

    /** A plan without warm-up. */
    public HelloPlan(List<HelloVariant> variants, int concurrency, long requests, double rate, Duration duration,
            int p99Ms) {
        this(variants, concurrency, requests, rate, duration, p99Ms, 0, Duration.ZERO);
    }

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
        Checks.notNegative("warmUpRequests", warmUpRequests);
        Checks.notNegative("warmUpSeconds", warmUpLongest.toSeconds());
        if (requests < concurrency) {
            throw new IllegalArgumentException("-Drequests (" + requests
                    + ") must be at least -Dconcurrency (" + concurrency + ")");
        }
    }

    /** Users an open variant starts: {@code rate} per second for {@code duration}, rounded as Gatling does. */
    public long openArrivals() {
        return Math.round(rate * duration.toSeconds());
    }

    /**
     * This injector's part: its share of the closed variants' users and requests, and of the open
     * variants' arrivals (its rate is its arrivals over the same duration). A share of no user or no
     * arrival is refused: an injector with nothing to send would leave an empty run behind. Each injector
     * warms up in full: the JIT of each JVM needs its own requests.
     */
    public HelloPlan share(Split split) {
        if (!split.shared()) {
            return this;
        }
        boolean closed = variants.stream().anyMatch(v -> v.model() == LoadModel.CLOSED);
        boolean open = variants.stream().anyMatch(v -> v.model() == LoadModel.OPEN);
        int users = closed ? split.required("concurrency", concurrency) : concurrency;
        long budget = closed ? split.share(requests, concurrency) : requests;
        double shareRate = rate;
        if (open) {
            long arrivals = split.share(openArrivals());
            if (arrivals == 0) {
                throw new IllegalArgumentException("-Dinjectors=" + split.injectors() + " leaves injector "
                        + split.injector() + " no arrival of -Drate=" + rate + " over -DdurationSeconds="
                        + duration.toSeconds() + ": use fewer injectors or a higher rate");
            }
            shareRate = arrivals / (double) duration.toSeconds();
        }
        return new HelloPlan(variants, users, budget, shareRate, duration, p99Ms, warmUpRequests, warmUpLongest);
    }

    /** Whether each variant starts with a warm-up. */
    public boolean warmsUp() {
        return warmUpRequests > 0 || warmUpLongest.compareTo(Duration.ZERO) > 0;
    }

    /** -Drepeats: each variant's repeats in a row, under the scenario names Gatling runs them as. */
    public List<Repeat<HelloVariant>> repeated(int repeats) {
        return Repeats.of(variants, variant -> RunNames.helloScenario(variant.id()), repeats);
    }
}
