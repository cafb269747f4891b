package loadlab.record.comparison;

/**
 * One Gatling run of an A/B comparison: one simulation against one side in one round, at one attempt.
 * The run and its run records are in the comparison's folder under {@link ComparisonRecords#runFolderName},
 * alone with the other simulations of the same round, side and attempt.
 *
 * @param round            1..N
 * @param attempt          1, or 2 when its pair was run again after a failed run
 * @param startEpochMillis when the Gatling JVM was started
 * @param endEpochMillis   when it exited
 * @param reason           why it did not pass, or null
 */
public record RoundRun(
        int round,
        ComparisonSide.Label side,
        String simulation,
        int attempt,
        Status status,
        String reason,
        long startEpochMillis,
        long endEpochMillis) {

    /** How the run ended: Gatling's exit code 0, 2 (its assertions failed), or anything else. */
    public enum Status {
        PASSED, ASSERTIONS_FAILED, FAILED
    }

    public RoundRun {
        if (round < 1) {
            throw new IllegalArgumentException("rounds count from 1, got " + round);
        }
        if (attempt < 1) {
            throw new IllegalArgumentException("attempts count from 1, got " + attempt);
        }
        if (side == null || simulation == null || simulation.isBlank() || status == null) {
            throw new IllegalArgumentException("a round's run needs its side, simulation and status");
        }
    }

    /** True when its figures can be compared: it ran its plan, whatever its assertions said. */
    public boolean measured() {
        return status != Status.FAILED;
    }
}
