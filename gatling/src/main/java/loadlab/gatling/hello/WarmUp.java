package loadlab.gatling.hello;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How long a hello variant's warm-up lasts: at least {@code minRequests}, then until this JVM's JIT has
 * been idle for {@link #QUIET_WINDOWS} windows of {@link #WINDOW} in a row, at most {@code maxDuration}
 * from the first request. The JIT keeps compiling long after any fixed request count, and how long
 * depends on the machine, so the warm-up ends on the compiler going quiet, not on a count
 * (docs/cross-check.md, Warm-up).
 * Shared by every user of the warm-up, like {@link RequestBudget}; {@link #take} runs on the event
 * loops: past the first request it reads a clock and bumps a counter, and reads the JIT once a window.
 * It logs how it ended, once.
 */
public final class WarmUp {
    /** The window over which the JIT's compile time is read. */
    static final Duration WINDOW = Duration.ofSeconds(1);
    /** Idle windows in a row that end the warm-up: C2 pauses for a second between bursts. */
    static final int QUIET_WINDOWS = 2;
    /** At most this share of a window spent compiling counts as idle (20 ms in a second). */
    static final double IDLE_SHARE = 0.02;

    /** Why a warm-up ended. */
    public enum End {
        /** The JIT went idle after the minimum. */
        SETTLED,
        /** The longest warm-up was reached with the JIT still compiling. */
        TIMED_OUT,
        /** This JVM does not report compile time: the minimum only. */
        NOT_MONITORED
    }

    private static final Logger LOG = LoggerFactory.getLogger(WarmUp.class);

    private final String name;
    private final long minRequests;
    private final long maxNanos;
    private final LongSupplier compileMillis;
    private final LongSupplier nanoTime;
    private final AtomicLong sent = new AtomicLong();
    private final AtomicLong nextCheckNanos = new AtomicLong();
    private final AtomicReference<End> end = new AtomicReference<>();
    private volatile long startNanos = Long.MIN_VALUE;
    private volatile long lastCompileMillis;
    private volatile int quietWindows;
    private volatile long endNanos;

    /**
     * @param name          what it warms up, for the log ("Warm-up before closed-close: ...")
     * @param compileMillis this JVM's total compile time so far in milliseconds, or null when not reported
     */
    WarmUp(String name, long minRequests, Duration maxDuration, LongSupplier compileMillis, LongSupplier nanoTime) {
        if (minRequests < 0 || maxDuration.isNegative()) {
            throw new IllegalArgumentException("a warm-up needs a minimum of requests and a longest duration, not negative");
        }
        this.name = name;
        this.minRequests = minRequests;
        this.maxNanos = maxDuration.toNanos();
        this.compileMillis = compileMillis;
        this.nanoTime = nanoTime;
    }

    /** A warm-up of this JVM, read from its {@link CompilationMXBean}. */
    public static WarmUp of(String name, long minRequests, Duration maxDuration) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean monitored = jit != null && jit.isCompilationTimeMonitoringSupported();
        return new WarmUp(name, minRequests, maxDuration, monitored ? jit::getTotalCompilationTime : null,
                System::nanoTime);
    }

    /** True (and one request more sent) while the warm-up goes on; false for good once it has ended. */
    public boolean take() {
        if (end.get() != null) {
            return false;
        }
        long now = nanoTime.getAsLong();
        if (startNanos == Long.MIN_VALUE) {
            start(now);
        }
        long count = sent.incrementAndGet();
        if (now - startNanos >= maxNanos && count > minRequests) {
            return finish(compileMillis == null ? End.NOT_MONITORED : End.TIMED_OUT, now);
        }
        long next = nextCheckNanos.get();
        if (now >= next && nextCheckNanos.compareAndSet(next, now + WINDOW.toNanos())) {
            return window(count, now);
        }
        return true;
    }

    // The first takers meet here once; startNanos is written last, so whoever reads it set sees the rest.
    private synchronized void start(long now) {
        if (startNanos == Long.MIN_VALUE) {
            nextCheckNanos.set(now + WINDOW.toNanos());
            lastCompileMillis = compileMillis == null ? 0 : compileMillis.getAsLong();
            startNanos = now;
        }
    }

    // One taker per window gets here (the CAS above): reads the compile time and judges the window.
    private boolean window(long count, long now) {
        if (compileMillis == null) {
            if (count > minRequests) {
                return finish(End.NOT_MONITORED, now);
            }
            return true;
        }
        long compiled = compileMillis.getAsLong();
        long spent = compiled - lastCompileMillis;
        lastCompileMillis = compiled;
        quietWindows = spent <= IDLE_SHARE * WINDOW.toMillis() ? quietWindows + 1 : 0;
        if (count >= minRequests && quietWindows >= QUIET_WINDOWS) {
            return finish(End.SETTLED, now);
        }
        return true;
    }

    // Always false: the request that found the end is not sent.
    private boolean finish(End why, long now) {
        sent.decrementAndGet();
        if (end.compareAndSet(null, why)) {
            endNanos = now;
            LOG.info("Warm-up before {}: {}", name, describe());
        }
        return false;
    }

    /** Why it ended; null while it goes on. */
    public End end() {
        return end.get();
    }

    public long requests() {
        return sent.get();
    }

    /** For the log: "143 201 requests in 31.2 s, until the JIT was idle". */
    public String describe() {
        End why = end.get();
        long start = startNanos;
        double seconds = why == null || start == Long.MIN_VALUE ? 0 : (endNanos - start) / 1e9;
        String reason = why == null ? "not ended"
                : switch (why) {
                    case SETTLED -> "until this JVM's JIT was idle";
                    case TIMED_OUT -> "stopped at its longest with the JIT still compiling";
                    case NOT_MONITORED -> "this JVM reports no compile time";
                };
        return String.format(Locale.ROOT, "%d requests in %.1f s, %s", sent.get(), seconds, reason);
    }
}
