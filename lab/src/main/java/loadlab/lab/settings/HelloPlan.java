package loadlab.lab.settings;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import loadlab.record.names.RunNames;

/**
 * The hello experiment: its variants, run one after another. A closed variant: {@code concurrency}
 * users share {@code requests} requests, like {@code ab -n requests -c concurrency}. An open
 * variant: at each of {@code rates} in turn, that many new users per second, one request each, for
 * {@code duration}. Before each variant, uncounted requests in the closed model with its connections: at
 * least {@code warmUpRequests}, then until the injector's JIT is idle, at most {@code warmUpLongest} (none
 * when both are zero).
 *
 * @param rates          the open variants' rates over the whole split of injectors, in the order they run
 * @param injectorRates  this injector's share of each (its arrivals over the same duration), in that order
 */
public record HelloPlan(
        List<HelloVariant> variants,
        int concurrency,
        long requests,
        List<Integer> rates,
        List<Double> injectorRates,
        Duration duration,
        int p99Ms,
        long warmUpRequests,
        Duration warmUpLongest) {

    /** The whole plan: one injector sends every rate in full. */
    public HelloPlan(List<HelloVariant> variants, int concurrency, long requests, List<Integer> rates, Duration duration,
            int p99Ms, long warmUpRequests, Duration warmUpLongest) {
        this(variants, concurrency, requests, rates, rates.stream().map(Integer::doubleValue).toList(), duration, p99Ms,
                warmUpRequests, warmUpLongest);
    }

    /** The whole plan without warm-up. */
    public HelloPlan(List<HelloVariant> variants, int concurrency, long requests, List<Integer> rates, Duration duration,
            int p99Ms) {
        this(variants, concurrency, requests, rates, duration, p99Ms, 0, Duration.ZERO);
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
        rates = List.copyOf(rates);
        injectorRates = List.copyOf(injectorRates);
        if (rates.isEmpty() || rates.stream().anyMatch(rate -> rate <= 0)) {
            throw new IllegalArgumentException("-Drate takes positive requests per second, comma-separated, got " + rates);
        }
        if (new HashSet<>(rates).size() != rates.size()) {
            throw new IllegalArgumentException("-Drate names a rate twice: " + rates);
        }
        if (injectorRates.size() != rates.size() || injectorRates.stream().anyMatch(rate -> !(rate > 0))) {
            throw new IllegalArgumentException("an injector's share of each rate is positive: " + injectorRates
                    + " of " + rates);
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

    /** Users an open variant starts over all its rates: each rate for {@code duration}, rounded as Gatling does. */
    public long openArrivals() {
        return injectorRates.stream().mapToLong(this::arrivals).sum();
    }

    private long arrivals(double rate) {
        return Math.round(rate * duration.toSeconds());
    }

    /**
     * The populations in the order they run: each variant in its order, an open one once per rate (rising
     * latency from one level to the next is the open variant's answer).
     */
    public List<HelloStep> steps() {
        List<HelloStep> steps = new ArrayList<>();
        for (HelloVariant variant : variants) {
            if (variant.model() == LoadModel.CLOSED) {
                steps.add(HelloStep.closed(variant));
                continue;
            }
            for (int k = 0; k < rates.size(); k++) {
                steps.add(new HelloStep(variant, rates.get(k), injectorRates.get(k)));
            }
        }
        return List.copyOf(steps);
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
        List<Double> shares = new ArrayList<>();
        for (int rate : rates) {
            long arrivals = split.share(arrivals(rate));
            if (open && arrivals == 0) {
                throw new IllegalArgumentException("-Dinjectors=" + split.injectors() + " leaves injector "
                        + split.injector() + " no arrival of -Drate=" + rate + " over -DdurationSeconds="
                        + duration.toSeconds() + ": use fewer injectors or a higher rate");
            }
            // A closed-only plan never runs its rates: the whole one stands in for a share of none.
            shares.add(open ? arrivals / (double) duration.toSeconds() : rate);
        }
        return new HelloPlan(variants, users, budget, rates, shares, duration, p99Ms, warmUpRequests, warmUpLongest);
    }

    /** Whether each variant starts with a warm-up. */
    public boolean warmsUp() {
        return warmUpRequests > 0 || warmUpLongest.compareTo(Duration.ZERO) > 0;
    }

    /** -Drepeats: each step's repeats in a row, under the scenario names Gatling runs them as. */
    public List<Repeat<HelloStep>> repeated(int repeats) {
        return Repeats.of(steps(), step -> RunNames.helloScenario(step.id()), repeats);
    }
}
