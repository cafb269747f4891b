package loadlab.record.targets;

import java.util.ArrayList;
import java.util.List;

/**
 * One target of a {@link TargetSet}: its name (the value of the runs' {@code target} setting), what
 * it is, and what happened to each planned simulation so far.
 *
 * @param name        e.g. {@code node-cluster}
 * @param description what the target is, e.g. "Node.js 20.20.2 cluster, 2 workers (node:cluster)"
 * @param outcomes    one per simulation run or skipped so far, in run order
 */
public record TargetRuns(String name, String description, List<SimulationOutcome> outcomes) {

    public TargetRuns {
        if (name == null || !name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("a target name is lower case letters, digits, '.' and '-', got '"
                    + name + "'");
        }
        outcomes = outcomes == null ? List.of() : List.copyOf(outcomes);
    }

    public static TargetRuns planned(String name, String description) {
        return new TargetRuns(name, description, List.of());
    }

    public TargetRuns with(SimulationOutcome outcome) {
        List<SimulationOutcome> more = new ArrayList<>(outcomes);
        more.add(outcome);
        return new TargetRuns(name, description, more);
    }
}
