package loadlab.record.targets;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code -Dtargets=a,b,...} run: the same simulations, profile and knobs against each target in
 * turn, one target at a time. The suite writes it when the set starts and again after every run, so
 * a set cut short still says how far it got; the summary reads the newest one to put the targets side
 * by side (it takes each target's runs by the {@code target} setting of their records, within the
 * set's time span). Stored by {@link TargetSets}.
 *
 * @param startEpochMillis when the set started; it names the file
 * @param endEpochMillis   when the last run ended, or 0 while the set is still running
 * @param profile          the profile every run used
 * @param simulations      the simulations planned for every target, simple class names in run order
 * @param targets          the targets in run order, each with what happened to each simulation
 */
public record TargetSet(
        int format,
        long startEpochMillis,
        long endEpochMillis,
        String profile,
        List<String> simulations,
        List<TargetRuns> targets) {

    public static final int FORMAT = 1;

    public TargetSet {
        simulations = simulations == null ? List.of() : List.copyOf(simulations);
        targets = targets == null ? List.of() : List.copyOf(targets);
        if (targets.stream().map(TargetRuns::name).distinct().count() != targets.size()) {
            throw new IllegalArgumentException("a target is named twice in the set: " + targets);
        }
    }

    /** A set that has just started: every target planned, nothing run yet. */
    public static TargetSet started(long startEpochMillis, String profile, List<String> simulations,
                                    List<TargetRuns> targets) {
        return new TargetSet(FORMAT, startEpochMillis, 0, profile, simulations, targets);
    }

    /** The set with one more outcome for the named target. */
    public TargetSet with(String target, SimulationOutcome outcome) {
        List<TargetRuns> updated = new ArrayList<>();
        boolean found = false;
        for (TargetRuns runs : targets) {
            if (runs.name().equals(target)) {
                updated.add(runs.with(outcome));
                found = true;
            } else {
                updated.add(runs);
            }
        }
        if (!found) {
            throw new IllegalArgumentException("no target '" + target + "' in the set " + names());
        }
        return new TargetSet(format, startEpochMillis, endEpochMillis, profile, simulations, updated);
    }

    public TargetSet ended(long epochMillis) {
        return new TargetSet(format, startEpochMillis, epochMillis, profile, simulations, targets);
    }

    public boolean isRunning() {
        return endEpochMillis == 0;
    }

    /** True when a run that started at this time belongs to the set. */
    public boolean spans(long runStartEpochMillis) {
        return runStartEpochMillis >= startEpochMillis && (isRunning() || runStartEpochMillis <= endEpochMillis);
    }

    public List<String> names() {
        return targets.stream().map(TargetRuns::name).toList();
    }
}
