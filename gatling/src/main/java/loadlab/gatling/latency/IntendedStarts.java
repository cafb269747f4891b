package loadlab.gatling.latency;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;

/**
 * One open row's requests as the plan meant them and as they went ({@link PlannedStarts}: the n-th
 * request sent is the one the plan meant n-th, {@link OpenSchedule}); when each answer came is read on
 * the same monotonic clock, to the microsecond (Gatling records whole milliseconds). Each request's
 * latency counts from its planned start ({@link IntendedLatency}), and the difference between plan and
 * send is the injector's own lag. Safe to call from any event loop; read once the row has ended.
 */
public final class IntendedStarts {
    private static final long NO_ANSWER = Long.MIN_VALUE;

    private final String row;
    private final int repeat;
    private final PlannedStarts starts;
    private final AtomicLongArray answered;

    public IntendedStarts(String row, int repeat, long[] plannedMillis) {
        this.row = row;
        this.repeat = repeat;
        this.starts = new PlannedStarts(plannedMillis);
        this.answered = new AtomicLongArray(plannedMillis.length);
        for (int i = 0; i < plannedMillis.length; i++) {
            answered.set(i, NO_ANSWER);
        }
    }

    /** A request is going out now; its number, to give {@link #answered} (-1 beyond the plan: not counted). */
    public int sending() {
        return starts.arrive();
    }

    /** The answer to request {@code user} (or its failure) came now. */
    public void answered(int user) {
        if (user >= 0) {
            answered.set(user, System.nanoTime());
        }
    }

    /** The row's latencies from its planned starts and its injection lag, microseconds. */
    public IntendedLatency measure() {
        long anchor = starts.anchor();
        Histogram corrected = LatencyHistogram.empty();
        for (int user = 0; user < starts.arrived(); user++) {
            long answer = answered.get(user);
            if (answer != NO_ANSWER) {
                corrected.recordValue(TimeUnit.NANOSECONDS.toMicros(Math.max(0, answer - starts.planned(user, anchor))));
            }
        }
        return IntendedLatency.of(row, repeat, starts.planned(), corrected, starts.lag());
    }
}
