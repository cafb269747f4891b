package loadlab.reports.sidebyside;

import java.util.List;
import java.util.Optional;

/**
 * One target of the set as the side-by-side shows it: its name, what it is, its runs within the set's
 * span, and each planned simulation's outcome.
 *
 * @param runIds every run within the set's span whose record names this target, oldest first
 */
public record TargetColumn(String name, String description, List<String> runIds, List<TargetOutcome> outcomes) {

    public TargetColumn {
        runIds = runIds == null ? List.of() : List.copyOf(runIds);
        outcomes = outcomes == null ? List.of() : List.copyOf(outcomes);
    }

    public Optional<TargetOutcome> outcome(String simulation) {
        return outcomes.stream().filter(outcome -> outcome.simulation().equals(simulation)).findFirst();
    }

    /**
     * Why this target has no figures for a simulation, to follow its name: "skipped: nginx serves
     * /hello only", "failed: ...", "not run yet (the set is still running)".
     */
    public String absence(String simulation, boolean setRunning) {
        TargetOutcome outcome = outcome(simulation).orElse(null);
        if (outcome == null) {
            return "not in the set's plan";
        }
        return switch (outcome.status()) {
            case SKIPPED -> "skipped: " + outcome.reason();
            case FAILED -> "failed, no run found: " + outcome.reason();
            case NOT_RUN -> setRunning ? "not run yet (the set is still running)" : "not run (the set ended before it)";
            case PASSED -> "passed, but no run naming target=" + name + " was found within the set's span";
        };
    }
}
