package loadlab.lab.connections;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts the sockets the simulation holds open: one more after a connect succeeded, one fewer just
 * before the close. Each socket's counted interval lies inside its real open interval, so a peak
 * of N means N sockets were open at one instant. The peak is what proves "held at once".
 */
public final class OpenSockets {
    private final AtomicInteger open = new AtomicInteger();
    private final AtomicInteger peak = new AtomicInteger();
    private final AtomicInteger connects = new AtomicInteger();

    /** A connect succeeded. */
    public void connected() {
        connects.incrementAndGet();
        int now = open.incrementAndGet();
        peak.accumulateAndGet(now, Math::max);
    }

    /** A socket counted by {@link #connected()} is about to be closed. */
    public void closing() {
        if (open.decrementAndGet() < 0) {
            throw new IllegalStateException("closing a socket that was never counted open");
        }
    }

    public int open() {
        return open.get();
    }

    public int peak() {
        return peak.get();
    }

    /** Sockets counted open so far, overlapping or not. */
    public int connects() {
        return connects.get();
    }

    /**
     * Throws unless all {@code expected} sockets were open at one instant and all were closed
     * since. The message is what the report's error table shows.
     */
    public void requireAllHeld(int expected) {
        if (peak() != expected || open() != 0) {
            throw new IllegalStateException("expected " + expected + " sockets held at once, " + this);
        }
    }

    @Override
    public String toString() {
        return "peak " + peak() + " open at once, " + connects() + " connected, " + open() + " still open";
    }
}
