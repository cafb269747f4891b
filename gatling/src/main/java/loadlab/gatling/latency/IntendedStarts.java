package loadlab.gatling.latency;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;

/**
 * One open row's requests as the plan meant them and as they went: the n-th user to start is the one the
 * plan meant to start n-th ({@link OpenSchedule}); when it sent its request and when the answer came are
 * read on this JVM's monotonic clock, to the microsecond (Gatling records whole milliseconds). The plan's
 * instants are anchored where the earliest user stood against its plan: no user can start before its
 * planned instant, so the least lag is taken as none. Then each request's latency counts from its planned
 * start ({@link IntendedLatency}), and the difference between plan and send is the injector's own lag.
 * Safe to call from any event loop; read once the row has ended.
 */
public final class IntendedStarts {
    private static final long NO_ANSWER = Long.MIN_VALUE;

    private final String row;
    private final int repeat;
    private final long[] plannedMillis;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicLongArray sent;
    private final AtomicLongArray answered;

    public IntendedStarts(String row, int repeat, long[] plannedMillis) {
        this.row = row;
        this.repeat = repeat;
        this.plannedMillis = plannedMillis.clone();
        this.sent = new AtomicLongArray(plannedMillis.length);
        this.answered = new AtomicLongArray(plannedMillis.length);
        for (int i = 0; i < plannedMillis.length; i++) {
            answered.set(i, NO_ANSWER);
        }
    }

    /** A request is going out now; its number, to give {@link #answered} (-1 beyond the plan: not counted). */
    public int sending() {
        int user = next.getAndIncrement();
        if (user < sent.length()) {
            sent.set(user, System.nanoTime());
            return user;
        }
        return -1;
    }

    /** The answer to request {@code user} (or its failure) came now. */
    public void answered(int user) {
        if (user >= 0) {
            answered.set(user, System.nanoTime());
        }
    }

    /** The row's latencies from its planned starts and its injection lag, microseconds. */
    public IntendedLatency measure() {
        int started = Math.min(next.get(), sent.length());
        long anchor = Long.MAX_VALUE;
        for (int user = 0; user < started; user++) {
            anchor = Math.min(anchor, sent.get(user) - TimeUnit.MILLISECONDS.toNanos(plannedMillis[user]));
        }
        Histogram corrected = LatencyHistogram.empty();
        Histogram lag = LatencyHistogram.empty();
        for (int user = 0; user < started; user++) {
            long planned = anchor + TimeUnit.MILLISECONDS.toNanos(plannedMillis[user]);
            lag.recordValue(TimeUnit.NANOSECONDS.toMicros(sent.get(user) - planned));
            long answer = answered.get(user);
            if (answer != NO_ANSWER) {
                corrected.recordValue(TimeUnit.NANOSECONDS.toMicros(Math.max(0, answer - planned)));
            }
        }
        return IntendedLatency.of(row, repeat, plannedMillis.length, corrected, lag);
    }
}
