package loadlab.adapter.log;

/** A virtual user starting or ending (kind 2). {@code scenario} indexes the header's scenario list. */
public record UserRecord(int scenario, boolean start, int timestamp) implements LogRecord {

    public UserRecord {
        if (scenario < 0) {
            throw new IllegalArgumentException("negative scenario index " + scenario);
        }
    }

    @Override
    public int time() {
        return timestamp;
    }

    @Override
    public UserRecord shifted(int millis) {
        return new UserRecord(scenario, start, Math.addExact(timestamp, millis));
    }

    public UserRecord withScenario(int index) {
        return new UserRecord(index, start, timestamp);
    }
}
