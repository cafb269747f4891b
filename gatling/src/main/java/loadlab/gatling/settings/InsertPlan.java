package loadlab.gatling.settings;

import java.time.Duration;
import java.util.List;

/**
 * The insert experiment: a closed workload stepped through {@code steps} concurrency levels, each
 * reached over {@code ramp}. A step either sends exactly {@code requestsPerStep} inserts, as the
 * original ran {@code ab -n N -c level} at each level ({@code hold} is zero), or, when
 * {@code requestsPerStep} is 0, holds its concurrency for {@code hold} (time-boxed).
 *
 * <p>With several injectors ({@code split}), {@code steps} stay the whole levels (the report's group
 * names, "Concurrency 100", are the same in every injector's run and in the merged one) and this
 * injector sends its share: {@link #usersAt} clients and {@link #requestsAt} inserts. A level smaller
 * than the number of injectors leaves some of them no client: they skip that step
 * ({@link #activeSteps}), and the step's budget is shared by the injectors that have clients.
 */
public record InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                         int p99Ms, Split split) {
    /**
     * A bound on inserts per second for sizing the server's heap when steps are time-boxed: above
     * the 11 000/s the reference server reached here at its best step, so the bound is not reached.
     */
    static final long TIME_BOXED_INSERTS_PER_SECOND = 20_000;

    public InsertPlan {
        Checks.allPositive("steps", steps);
        Checks.notNegative("requestsPerStep", requestsPerStep);
        if (requestsPerStep == 0) {
            Checks.positive("stepSeconds", hold.toSeconds());
        } else if (!hold.isZero()) {
            throw new IllegalArgumentException("a step sends -DrequestsPerStep requests or lasts -DstepSeconds, not both");
        }
        Checks.notNegative("rampSeconds", ramp.toSeconds());
        Checks.positive("p99Ms", p99Ms);
        steps = List.copyOf(steps);
        if (split == null) {
            throw new IllegalArgumentException("a plan needs its split (Split.WHOLE for one injector)");
        }
    }

    public InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                      int p99Ms) {
        this(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, Split.WHOLE);
    }

    /** Each step of {@code requestsPerStep} requests, like ab -n N -c level. */
    public static InsertPlan budgeted(List<Integer> steps, long requestsPerStep, Duration ramp, boolean keepAlive,
                                      int p99Ms) {
        Checks.positive("requestsPerStep", requestsPerStep);
        return new InsertPlan(steps, requestsPerStep, Duration.ZERO, ramp, keepAlive, p99Ms);
    }

    /** Each step holds its concurrency for {@code hold}. */
    public static InsertPlan timeBoxed(List<Integer> steps, Duration hold, Duration ramp, boolean keepAlive, int p99Ms) {
        return new InsertPlan(steps, 0, hold, ramp, keepAlive, p99Ms);
    }

    public boolean budgeted() {
        return requestsPerStep > 0;
    }

    /** The same plan, of which this injector sends {@code by}'s share. */
    public InsertPlan share(Split by) {
        return new InsertPlan(steps, requestsPerStep, hold, ramp, keepAlive, p99Ms, by);
    }

    /** Clients this injector runs at the step of {@code level} (the level itself for one injector). */
    public int usersAt(int level) {
        return split.share(level);
    }

    /** Inserts this injector sends at the step of {@code level}: its share among the injectors with clients there. */
    public long requestsAt(int level) {
        return split.share(requestsPerStep, level);
    }

    /** The levels at which this injector has clients, in plan order. */
    public List<Integer> activeSteps() {
        return steps.stream().filter(level -> usersAt(level) > 0).toList();
    }

    /**
     * The most documents the run can store: exact for budgeted steps; for time-boxed ones a bound
     * at {@link #TIME_BOXED_INSERTS_PER_SECOND} (the server's store cap answers 503 past it).
     */
    public long plannedDocuments() {
        if (budgeted()) {
            return steps.stream().mapToLong(this::requestsAt).sum();
        }
        return steps.size() * (ramp.toSeconds() + hold.toSeconds()) * TIME_BOXED_INSERTS_PER_SECOND;
    }
}
