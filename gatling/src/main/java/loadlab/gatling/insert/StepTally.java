package loadlab.gatling.insert;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import loadlab.record.InsertStep;

/**
 * What one concurrency step of the insert experiment achieved, counted by the simulation itself:
 * inserts answered 201, other outcomes, and the time from the first request sent to the last
 * answer received. A tally told its step's budget also calls {@code atEdge} as the first request
 * goes out and as the budget's last answer comes in, so the run can sample CPU at the step's edges;
 * that runs on a Gatling event loop and must only hand work off.
 */
public final class StepTally implements StepTiming {
    private static final Runnable NOTHING = () -> { };

    private final int concurrency;
    private final int repeat;
    private final long requests;
    private final Runnable atEdge;
    private final AtomicLong answered = new AtomicLong();
    private final LongAdder created = new LongAdder();
    private final LongAdder other = new LongAdder();
    private final AtomicLong firstStart = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong lastEnd = new AtomicLong(Long.MIN_VALUE);
    private final AtomicReference<ListenQueue> queueAtStart = new AtomicReference<>();
    private final AtomicReference<ListenQueue> queueGrowth = new AtomicReference<>();
    /** One wall-clock reading and its nanoTime, to turn the monotonic stamps into epoch times. */
    private final long anchorMillis = System.currentTimeMillis();
    private final long anchorNanos = System.nanoTime();

    public StepTally(int concurrency) {
        this(concurrency, 1);
    }

    /** One repeat (1..N) of a step under -Drepeats. */
    public StepTally(int concurrency, int repeat) {
        this(concurrency, repeat, 0, NOTHING);
    }

    /**
     * @param requests the step's budget (its answers end it); 0 for a time-boxed step, whose end is
     *                 sampled as the next step starts, or in after()
     * @param atEdge   called once as the first request goes out and once as the budget's last answer comes in
     */
    public StepTally(int concurrency, int repeat, long requests, Runnable atEdge) {
        this.concurrency = concurrency;
        this.repeat = repeat;
        this.requests = requests;
        this.atEdge = atEdge;
    }

    @Override
    public void started(long nanos) {
        if (firstStart.getAndAccumulate(nanos, Math::min) == Long.MAX_VALUE) {
            atEdge.run();
            ListenQueue.now().ifPresent(queue -> queueAtStart.compareAndSet(null, queue));
        }
    }

    /** The listen-queue counters when the next step started (or the run ended): this step's growth. */
    public void queueAtEnd(ListenQueue atEnd) {
        ListenQueue atStart = queueAtStart.get();
        if (atStart != null) {
            queueGrowth.set(atEnd.since(atStart));
        }
    }

    /** The counters read as this step's first request went out, if they could be read. */
    public Optional<ListenQueue> queueAtStart() {
        return Optional.ofNullable(queueAtStart.get());
    }

    @Override
    public void finished(long nanos, boolean wasCreated) {
        lastEnd.accumulateAndGet(nanos, Math::max);
        (wasCreated ? created : other).increment();
        if (answered.incrementAndGet() == requests) {
            atEdge.run();
        }
    }

    public int concurrency() {
        return concurrency;
    }

    public int repeat() {
        return repeat;
    }

    public long created() {
        return created.sum();
    }

    public long other() {
        return other.sum();
    }

    /** The step as run, in epoch milliseconds; empty when nothing finished. */
    public Optional<InsertStep> asRun() {
        long start = firstStart.get();
        long end = lastEnd.get();
        if (end < start) {
            return Optional.empty();
        }
        ListenQueue growth = queueGrowth.get();
        return Optional.of(new InsertStep(concurrency, epochMillis(start), epochMillis(end),
                growth == null ? null : growth.overflows(), growth == null ? null : growth.drops(), repeat));
    }

    private long epochMillis(long nanos) {
        return anchorMillis + Math.floorDiv(nanos - anchorNanos, 1_000_000L);
    }

    /** Seconds from the first request to the last answer; 0 before anything finished. */
    public double seconds() {
        long start = firstStart.get();
        long end = lastEnd.get();
        return end < start ? 0 : (end - start) / 1e9;
    }

    /** Inserts answered 201 per second over the step; 0 when the step did not run. */
    public double createdPerSecond() {
        double seconds = seconds();
        return seconds == 0 ? 0 : created() / seconds;
    }

    @Override
    public String toString() {
        ListenQueue growth = queueGrowth.get();
        return String.format(Locale.ROOT, "concurrency %d%s: %d created, %d other, %.1f s, %.1f inserts/s%s",
                concurrency, repeat == 1 ? "" : " #" + repeat, created(), other(), seconds(), createdPerSecond(),
                growth == null ? ""
                        : String.format(Locale.ROOT, ", listen queue overflows %d, drops %d",
                                growth.overflows(), growth.drops()));
    }
}
