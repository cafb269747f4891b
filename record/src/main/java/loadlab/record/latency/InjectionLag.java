package loadlab.record.latency;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * How one population's users started against its injection profile: the planned start of each user
 * (the profile replayed) against when its first action ran. Every run records one per population, open
 * or closed; a closed profile keeps a concurrency instead of starting users at planned instants, so its
 * starts are counted but have no lag.
 *
 * @param population the scenario as Gatling ran it ("Hello open-close", "Concurrency 100 #2")
 * @param model      {@code open}, {@code closed}, or {@link #CLIENTS}: an open profile of users that each
 *                   send until their step ends, a closed workload ramped in
 * @param plan       the profile in words ("200/s for 10 s", "100 at once")
 * @param spread     whether the plan spreads its starts over time, so that a late start changes what the
 *                   population offered the server; false for a plan that starts everyone at once, and for
 *                   clients, whose late start delays when their concurrency is reached, not the load
 * @param planned    users the plan starts one by one (0 for a plan without a start per user)
 * @param started    users that started (within the plan, when it has one)
 * @param lag        how late each started user was against its planned start, microseconds
 *                   ({@link LatencyHistogram#encode}); null when the plan has no start per user
 */
public record InjectionLag(String population, String model, String plan, boolean spread, long planned, long started,
        String lag) {
    /** The model of a population of clients that each loop (ab -n -c's clients, a transports page). */
    public static final String CLIENTS = "clients";

    public InjectionLag {
        if (population == null || population.isBlank() || model == null || plan == null || planned < 0 || started < 0) {
            throw new IllegalArgumentException("an injection lag needs its population, model, plan and counts of 0 or more");
        }
        if (lag != null && started > planned) {
            throw new IllegalArgumentException(population + ": " + started + " users started against a plan of " + planned);
        }
    }

    /** A population whose plan started users one by one, with how late each was. */
    public static InjectionLag measured(String population, String model, String plan, boolean spread, long planned,
            Histogram lag) {
        return new InjectionLag(population, model, plan, spread, planned, lag.getTotalCount(), LatencyHistogram.encode(lag));
    }

    /** A population whose plan sets no start per user: only its starts are counted. */
    public static InjectionLag unplanned(String population, String model, String plan, long started) {
        return new InjectionLag(population, model, plan, false, 0, started, null);
    }

    @JsonIgnore
    public Optional<Histogram> lagHistogram() {
        return Optional.ofNullable(lag).map(LatencyHistogram::decode);
    }
}
