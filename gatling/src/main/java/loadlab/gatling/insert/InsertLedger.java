package loadlab.gatling.insert;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntToLongFunction;
import java.util.stream.IntStream;
import loadlab.reports.sidecar.Reconciliation;

/** The insert experiment's books: the count before the run, each step's tally, the final balance. */
public final class InsertLedger {
    private final List<StepTally> steps;
    private final AtomicLong countBefore = new AtomicLong(-1);
    private final AtomicReference<Reconciliation> result = new AtomicReference<>();

    public InsertLedger(List<Integer> concurrencies) {
        this(concurrencies, 1);
    }

    /** Each step's repeats in a row: a tally per (step, repeat), in the order they run. */
    public InsertLedger(List<Integer> concurrencies, int repeats) {
        this(concurrencies, repeats, level -> 0, () -> { });
    }

    /**
     * The same, each tally calling {@code atEdge} at its step's edges (see {@link StepTally}).
     *
     * @param requestsAt a step's budget by its concurrency; 0 for time-boxed steps
     */
    public InsertLedger(List<Integer> concurrencies, int repeats, IntToLongFunction requestsAt, Runnable atEdge) {
        this.steps = concurrencies.stream()
                .flatMap(level -> IntStream.rangeClosed(1, repeats)
                        .mapToObj(repeat -> new StepTally(level, repeat, requestsAt.applyAsLong(level), atEdge)))
                .toList();
    }

    public List<StepTally> steps() {
        return steps;
    }

    /** Records {@code GET /items/count} before the first insert. */
    public void open(long count) {
        countBefore.set(count);
    }

    /** Inserts answered 201, all steps and repeats together. */
    public long created() {
        return steps.stream().mapToLong(StepTally::created).sum();
    }

    /**
     * Closes each step's listen-queue evidence: a step's growth runs from its first request to the
     * next step's first request (steps run one after the other), the last one's to now.
     */
    public void closeQueues() {
        for (int i = 0; i < steps.size(); i++) {
            Optional<ListenQueue> end = i + 1 < steps.size() ? steps.get(i + 1).queueAtStart() : ListenQueue.now();
            end.ifPresent(steps.get(i)::queueAtEnd);
        }
    }

    /** Balances the books against {@code GET /items/count} after the last insert. */
    public Reconciliation close(long countAfter) {
        if (countBefore.get() < 0) {
            throw new IllegalStateException("the count before the run was never read");
        }
        Reconciliation reconciliation = new Reconciliation(created(), countBefore.get(), countAfter);
        result.set(reconciliation);
        return reconciliation;
    }

    /** The balance, once {@link #close(long)} ran. */
    public Optional<Reconciliation> result() {
        return Optional.ofNullable(result.get());
    }
}
