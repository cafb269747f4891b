package loadlab.record.gatling;

/** A span of wall-clock time in epoch milliseconds, both ends included. */
public record TimeWindow(long fromEpochMillis, long toEpochMillis) {

    public TimeWindow {
        if (toEpochMillis < fromEpochMillis) {
            throw new IllegalArgumentException("window ends before it starts: " + fromEpochMillis + ".." + toEpochMillis);
        }
    }

    public double seconds() {
        return (toEpochMillis - fromEpochMillis) / 1000.0;
    }

    public boolean contains(long epochMillis) {
        return epochMillis >= fromEpochMillis && epochMillis <= toEpochMillis;
    }

    public TimeWindow union(TimeWindow other) {
        return other == null ? this : new TimeWindow(Math.min(fromEpochMillis, other.fromEpochMillis),
                Math.max(toEpochMillis, other.toEpochMillis));
    }
}
