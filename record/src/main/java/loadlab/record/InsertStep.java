package loadlab.record;

/**
 * One concurrency step of the insert experiment as the simulation timed it: from the first request
 * sent to the last answer received, in epoch milliseconds; and how much the kernel's listen-queue
 * counters ({@code ListenOverflows}, {@code ListenDrops}) grew from its start to the next step's,
 * or null where they could not be read. With -Drepeats=N each step runs N times in a row, one record
 * per repeat ({@code repeat} 1..N; a record from before repeats has none and reads as 1).
 */
public record InsertStep(int concurrency, long startEpochMillis, long endEpochMillis, Long listenOverflows,
                         Long listenDrops, int repeat) {

    /** A step without listen-queue evidence. */
    public InsertStep(int concurrency, long startEpochMillis, long endEpochMillis) {
        this(concurrency, startEpochMillis, endEpochMillis, null, null, 1);
    }

    /** The first (or only) repeat of a step. */
    public InsertStep(int concurrency, long startEpochMillis, long endEpochMillis, Long listenOverflows,
            Long listenDrops) {
        this(concurrency, startEpochMillis, endEpochMillis, listenOverflows, listenDrops, 1);
    }

    public InsertStep {
        if (repeat < 0) {
            throw new IllegalArgumentException("repeat counts from 1, got " + repeat);
        }
        repeat = Math.max(repeat, 1);
        if (concurrency <= 0) {
            throw new IllegalArgumentException("concurrency must be positive, got " + concurrency);
        }
        SpanChecks.requireOrdered("step", startEpochMillis, endEpochMillis);
    }

    public double seconds() {
        return SpanChecks.seconds(startEpochMillis, endEpochMillis);
    }
}
