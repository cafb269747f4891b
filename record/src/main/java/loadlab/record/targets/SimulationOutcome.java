package loadlab.record.targets;

/**
 * What became of one simulation against one target of a {@link TargetSet}.
 *
 * @param simulation the simulation's simple class name, e.g. {@code HelloSimulation}
 * @param status     ran (passed), failed (ran; assertions failed or the run broke), skipped (not run)
 * @param reason     for skipped and failed: why, e.g. "nginx serves /hello only"; else null
 */
public record SimulationOutcome(String simulation, Status status, String reason) {

    public enum Status { PASSED, FAILED, SKIPPED }

    public SimulationOutcome {
        if (simulation == null || !simulation.matches("[A-Za-z0-9_$]+")) {
            throw new IllegalArgumentException("simulation must be a simple class name, got '" + simulation + "'");
        }
        if (status == null) {
            throw new IllegalArgumentException("an outcome needs its status");
        }
        if (status != Status.PASSED && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException(status + " needs a reason");
        }
    }

    public static SimulationOutcome passed(String simulation) {
        return new SimulationOutcome(simulation, Status.PASSED, null);
    }

    public static SimulationOutcome failed(String simulation, String reason) {
        return new SimulationOutcome(simulation, Status.FAILED, reason);
    }

    public static SimulationOutcome skipped(String simulation, String reason) {
        return new SimulationOutcome(simulation, Status.SKIPPED, reason);
    }
}
