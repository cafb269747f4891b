package loadlab.gatling.repeat;

import static io.gatling.javaapi.core.CoreDsl.exec;

import io.gatling.javaapi.core.ChainBuilder;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.record.RepeatWindow;

/**
 * Times one repeat of one row: from the first user's start to the last user's end, in epoch
 * milliseconds. Its chain steps wrap the population's chain; they send nothing and log nothing. A
 * clock told its population's size also calls {@code atEdge} as its first user starts and as its last
 * user ends, so the run can sample CPU at the window's edges; that runs on a Gatling event loop and
 * must only hand work off (see {@code Target#sampleNow}).
 */
public final class RepeatClock {
    private static final Runnable NOTHING = () -> { };

    private final String row;
    private final int repeat;
    private final long users;
    private final Runnable atEdge;
    private final AtomicLong first = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong last = new AtomicLong(Long.MIN_VALUE);
    private final AtomicBoolean startSeen = new AtomicBoolean();
    private final AtomicLong ended = new AtomicLong();

    /** A clock that only times its window. */
    public RepeatClock(String row, int repeat) {
        this(row, repeat, 0, NOTHING);
    }

    /**
     * @param users  how many users the population injects (Gatling's count:
     *               {@code injectionStep.asScala().users()}); its last one ending is the window's end
     * @param atEdge called once as the first user starts and once as the last one ends
     */
    public RepeatClock(String row, int repeat, long users, Runnable atEdge) {
        this.row = row;
        this.repeat = repeat;
        this.users = users;
        this.atEdge = atEdge;
    }

    public void started(long epochMillis) {
        first.accumulateAndGet(epochMillis, Math::min);
        if (startSeen.compareAndSet(false, true)) {
            atEdge.run();
        }
    }

    public void finished(long epochMillis) {
        last.accumulateAndGet(epochMillis, Math::max);
        // A user stopped by a lost target never ends here: then the next edge, or after(), samples.
        if (ended.incrementAndGet() == users) {
            atEdge.run();
        }
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
