package loadlab.reports.sidecar;

/**
 * One concurrency step of the insert experiment as the simulation timed it: from the first request
 * sent to the last answer received, in epoch milliseconds.
 */
public record InsertStep(int concurrency, long startEpochMillis, long endEpochMillis) {

    public InsertStep {
        if (concurrency <= 0) {
            throw new IllegalArgumentException("concurrency must be positive, got " + concurrency);
        }
        if (endEpochMillis < startEpochMillis) {
            throw new IllegalArgumentException("step ends (" + endEpochMillis + ") before it starts ("
                    + startEpochMillis + ")");
        }
    }

    public double seconds() {
        return (endEpochMillis - startEpochMillis) / 1000.0;
    }
}
