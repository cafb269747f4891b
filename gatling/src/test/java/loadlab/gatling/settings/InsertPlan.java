package loadlab.gatling.settings;

import java.time.Duration;
import java.util.List;

/**
 * The insert experiment: a closed workload stepped through {@code steps} concurrency levels, each
 * reached over {@code ramp}. A step either sends exactly {@code requestsPerStep} inserts, as the
 * original ran {@code ab -n N -c level} at each level ({@code hold} is zero), or, when
 * {@code requestsPerStep} is 0, holds its concurrency for {@code hold} (time-boxed).
 */
public record InsertPlan(List<Integer> steps, long requestsPerStep, Duration hold, Duration ramp, boolean keepAlive,
                         int p99Ms) {
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

    /**
     * The most documents the run can store: exact for budgeted steps; for time-boxed ones a bound
     * at {@link #TIME_BOXED_INSERTS_PER_SECOND} (the server's store cap answers 503 past it).
     */
    public long plannedDocuments() {
        if (budgeted()) {
            return steps.size() * requestsPerStep;
        }
        return steps.size() * (ramp.toSeconds() + hold.toSeconds()) * TIME_BOXED_INSERTS_PER_SECOND;
    }
}
