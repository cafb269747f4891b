package loadlab.merge.split;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.BitSet;
import java.util.concurrent.CompletableFuture;

/**
 * The start of a split: every injector reports ready (its image pulled, its JVM up, its plan read), and
 * only when the last of N has, one start instant is fixed for all, a lead ahead so that each has time
 * to reach its first request. A start fixed before the injectors were ready (a clock time picked when
 * the split was submitted) is missed by whichever one was scheduled or built late.
 */
final class SplitBarrier {

    private final int injectors;
    private final Duration lead;
    private final Clock clock;
    private final BitSet ready = new BitSet();
    private final CompletableFuture<Instant> start = new CompletableFuture<>();

    SplitBarrier(int injectors, Duration lead, Clock clock) {
        if (injectors < 1) {
            throw new IllegalArgumentException("a split has at least one injector, got " + injectors);
        }
        this.injectors = injectors;
        this.lead = lead;
        this.clock = clock;
    }

    /** Injector {@code index} is ready; the future completes with the split's start once all are. */
    synchronized CompletableFuture<Instant> ready(int index) {
        if (index < 0 || index >= injectors) {
            throw new IllegalArgumentException("injector " + index + " is not one of 0.." + (injectors - 1));
        }
        ready.set(index);
        if (ready.cardinality() == injectors && !start.isDone()) {
            start.complete(clock.instant().plus(lead));
        }
        return start;
    }

    /** The split failed before it started: every injector still waiting is told so. */
    void fail(String why) {
        start.completeExceptionally(new IllegalStateException(why));
    }

    synchronized int readyCount() {
        return ready.cardinality();
    }
}
