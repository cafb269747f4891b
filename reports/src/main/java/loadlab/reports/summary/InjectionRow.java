package loadlab.reports.summary;

/**
 * One population of a run: its users' starts against its injection profile.
 *
 * @param population the scenario as Gatling ran it ("Concurrency 100 #2")
 * @param model      {@code open} or {@code closed}
 * @param plan       the profile in words ("200/s for 10 s")
 * @param planned    users the plan starts one by one (0 when it sets no start per user)
 * @param started    users that started
 * @param lagP50Ms   how late they started against their plan, milliseconds: median, 99th percentile and the
 *                   worst; null when the plan sets no start per user (a closed profile keeps a concurrency)
 * @param behind     true when the plan spreads its starts over time and the lag's 99th percentile passed the
 *                   run's limit: the injector did not keep its plan, and the rows this population ran are
 *                   bound by it; null when there is no verdict (no start per user, or everyone at once)
 * @param verdict    one sentence with the figures
 */
public record InjectionRow(
        String population,
        String model,
        String plan,
        long planned,
        long started,
        Double lagP50Ms,
        Double lagP99Ms,
        Double lagMaxMs,
        Boolean behind,
        String verdict) {
}
