package loadlab.gatling.latency;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;

/**
 * Starts against their plan: the n-th start to arrive is the one the plan meant to be n-th (Gatling
 * starts users in plan order), read on this JVM's monotonic clock to the nanosecond. The plan's instants
 * are anchored where the earliest start stood against its own: nothing starts before its planned instant,
 * so the least lag is taken as none, and a delay shared by every start (the population's own start,
 * late as a whole) is not seen. Safe to call from any event loop; read once every start has arrived.
 */
final class PlannedStarts {
    private final long[] plannedMillis;
    private final AtomicInteger next = new AtomicInteger();
    private final AtomicLongArray actual;

    PlannedStarts(long[] plannedMillis) {
        this.plannedMillis = plannedMillis.clone();
        this.actual = new AtomicLongArray(plannedMillis.length);
    }

    /** A start arrives now: its number in the plan, or -1 beyond the plan (not counted). */
    int arrive() {
        int start = next.getAndIncrement();
        if (start < actual.length()) {
            actual.set(start, System.nanoTime());
            return start;
        }
        return -1;
    }

    int planned() {
        return plannedMillis.length;
    }

    /** Starts that arrived within the plan. */
    int arrived() {
        return Math.min(next.get(), actual.length());
    }

    /** The nanoTime the plan's zero stands at: the earliest start against its planned offset. */
    long anchor() {
        long anchor = Long.MAX_VALUE;
        for (int start = 0; start < arrived(); start++) {
            anchor = Math.min(anchor, actual.get(start) - TimeUnit.MILLISECONDS.toNanos(plannedMillis[start]));
        }
        return anchor;
    }

    /** Start {@code start}'s planned instant, on the same clock as {@link #actual}. */
    long planned(int start, long anchor) {
        return anchor + TimeUnit.MILLISECONDS.toNanos(plannedMillis[start]);
    }

    long actual(int start) {
        return actual.get(start);
    }

    /** How late each start that arrived was against its plan, microseconds. */
    Histogram lag() {
        long anchor = anchor();
        Histogram lag = LatencyHistogram.empty();
        for (int start = 0; start < arrived(); start++) {
            lag.recordValue(TimeUnit.NANOSECONDS.toMicros(actual(start) - planned(start, anchor)));
        }
        return lag;
    }
}
