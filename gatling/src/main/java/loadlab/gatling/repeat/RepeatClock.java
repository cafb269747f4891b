package loadlab.gatling.repeat;

import static io.gatling.javaapi.core.CoreDsl.exec;

import io.gatling.javaapi.core.ChainBuilder;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.reports.sidecar.RepeatWindow;

/**
 * Times one repeat of one row: from the first user's start to the last user's end, in epoch
 * milliseconds. Its chain steps wrap the population's chain; they send nothing and log nothing.
 */
public final class RepeatClock {
    private final String row;
    private final int repeat;
    private final AtomicLong first = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong last = new AtomicLong(Long.MIN_VALUE);

    public RepeatClock(String row, int repeat) {
        this.row = row;
        this.repeat = repeat;
    }

    public void started(long epochMillis) {
        first.accumulateAndGet(epochMillis, Math::min);
    }

    public void finished(long epochMillis) {
        last.accumulateAndGet(epochMillis, Math::max);
    }

    /** Put before the population's chain. */
    public ChainBuilder start() {
        return exec(session -> {
            started(System.currentTimeMillis());
            return session;
        });
    }

    /** Put after the population's chain. */
    public ChainBuilder end() {
        return exec(session -> {
            finished(System.currentTimeMillis());
            return session;
        });
    }

    /** The repeat as run; empty when no user finished it. */
    public Optional<RepeatWindow> window() {
        long start = first.get();
        long end = last.get();
        return end < start ? Optional.empty() : Optional.of(new RepeatWindow(row, repeat, start, end));
    }
}
