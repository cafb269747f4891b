package loadlab.record;

/** What names a run's sidecar files: the simulation and the epoch its sidecar was started at. */
public record SidecarKey(String simulation, long startEpochMillis) {

    public String baseName() {
        return simulation + "-" + startEpochMillis;
    }
}
