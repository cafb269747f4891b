package loadlab.reports.sidebyside;

import java.util.List;

/**
 * What became of one planned simulation on one target of the set, and the runs found for it.
 *
 * @param status  as the set recorded it, or {@link Status#NOT_RUN} when it recorded nothing for the simulation
 * @param reason  for skipped and failed: why (the set's words); else null
 * @param runIds  the runs of this simulation whose record names this target, within the set's span
 */
public record TargetOutcome(String simulation, Status status, String reason, List<String> runIds) {

    public enum Status { PASSED, FAILED, SKIPPED, NOT_RUN }

    public TargetOutcome {
        runIds = runIds == null ? List.of() : List.copyOf(runIds);
    }
}
