package loadlab.gatling.settings;

import java.time.Duration;
import java.util.List;

/**
 * The insert experiment: a closed workload stepped through {@code steps} concurrency levels, each
 * reached over {@code ramp} and then held for {@code hold}.
 */
public record InsertPlan(List<Integer> steps, Duration hold, Duration ramp, boolean keepAlive, int p99Ms) {

    public InsertPlan {
        Checks.allPositive("steps", steps);
        Checks.positive("stepSeconds", hold.toSeconds());
        Checks.notNegative("rampSeconds", ramp.toSeconds());
        Checks.positive("p99Ms", p99Ms);
        steps = List.copyOf(steps);
    }
}
