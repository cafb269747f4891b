package loadlab.record;

/** What names a run's record files: the simulation and the epoch its record was started at. */
public record RecordKey(String simulation, long startEpochMillis) {

    public String baseName() {
        return simulation + "-" + startEpochMillis;
    }
}
