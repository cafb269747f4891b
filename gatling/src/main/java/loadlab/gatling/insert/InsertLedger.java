package loadlab.gatling.insert;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntToLongFunction;
import java.util.stream.IntStream;
import loadlab.lab.launch.BaseUrl;
import loadlab.record.ItemBooks;
import loadlab.record.ItemFiles;
import loadlab.record.Reconciliation;
import loadlab.lab.recording.AckedItemsWriter;
import loadlab.record.books.ItemCheck;

/**
 * The insert experiment's books: the count before the run, each step's tally, the items the 201s
 * named (written beside the run's record as they come), the store's export after the last insert,
 * and the final balance by count and by identity.
 */
public final class InsertLedger {
    /** How long reading the store's export and checking it may take before the books count as not kept. */
    static final Duration READ_STORE_BOUND = Duration.ofMinutes(5);

    private final List<StepTally> steps;
    /** 201s of the open steps, which have no tally: their windows and plans time them. */
    private final LongAdder openCreated = new LongAdder();
    private final StepTiming openSteps = new StepTiming() {
        @Override
        public void started(long nanos) {
        }

        @Override
        public void finished(long nanos, boolean created) {
            if (created) {
                openCreated.increment();
            }
        }
    };
    private final AtomicLong countBefore = new AtomicLong(-1);
    private final AtomicReference<Reconciliation> result = new AtomicReference<>();
    private final AtomicReference<CompletableFuture<ItemsRead>> storeRead = new AtomicReference<>();
    private volatile ItemFiles files;
    private volatile AckedItemsWriter acked;

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

    /** Records {@code GET /items/count} before the first insert; books by count only. */
    public void open(long count) {
        countBefore.set(count);
    }

    /** The same, keeping the books by identity in {@code files} too. */
    public void open(long count, ItemFiles files) {
        this.files = files;
        this.acked = AckedItemsWriter.create(files.acked());
        open(count);
    }

    /** An insert answered 201 named this document: queued for the file, so a Gatling event loop may call it. */
    public void acknowledged(String id, String item) {
        AckedItemsWriter writer = acked;
        if (writer != null) {
            writer.add(id, item);
        }
    }

    /** What each insert of an open step notes: only its 201, for the books. */
    public StepTiming openSteps() {
        return openSteps;
    }

    /** Inserts answered 201, all steps (closed and open) and repeats together. */
    public long created() {
        return steps.stream().mapToLong(StepTally::created).sum() + openCreated.sum();
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

    /**
     * After the last insert was answered: completes the file of acknowledged items, reads the store's
     * export beside it and checks one against the other, on a thread of its own (never a Gatling event
     * loop); {@link #storeRead()} turns true when done. Once per run; later calls do nothing.
     *
     * @param alone true when no other injector inserts meanwhile: then what the export holds beyond the
     *              acknowledged items and the count before is told as unacknowledged documents
     */
    public void readStore(BaseUrl url, boolean alone) {
        CompletableFuture<ItemsRead> reading = new CompletableFuture<>();
        if (!storeRead.compareAndSet(null, reading)) {
            return;
        }
        if (files == null) {
            reading.complete(new ItemsRead(null, "the run kept no file of acknowledged items"));
            return;
        }
        Thread thread = new Thread(() -> reading.complete(read(url, alone)), "insert-books");
        thread.setDaemon(true);
        thread.start();
        reading.completeOnTimeout(new ItemsRead(null, "reading and checking the store's export took over "
                + READ_STORE_BOUND.toMinutes() + " minutes"),
                READ_STORE_BOUND.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** True once {@link #readStore} finished (or gave up); false before it was called. */
    public boolean storeRead() {
        CompletableFuture<ItemsRead> reading = storeRead.get();
        return reading != null && reading.isDone();
    }

    private ItemsRead read(BaseUrl url, boolean alone) {
        try {
            acked.finish();
            StoreExport.fetch(url, files.export());
            return new ItemsRead(ItemCheck.of(List.of(files.acked()), files.export(), alone ? countBefore.get() : null),
                    null);
        } catch (RuntimeException e) {
            return new ItemsRead(null, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /**
     * Writes out the acknowledged items queued so far and closes their file, for a run that stopped before
     * it reconciled; a file that could not be written is what {@link #readStore} reports, not this.
     */
    public void finishAcked() {
        AckedItemsWriter writer = acked;
        if (writer != null) {
            try {
                writer.finish();
            } catch (RuntimeException e) {
                // The books by identity were not kept either way; readStore says why when it runs.
            }
        }
    }

    /** Balances the books against {@code GET /items/count} after the last insert, and by identity where kept. */
    public Reconciliation close(long countAfter) {
        if (countBefore.get() < 0) {
            throw new IllegalStateException("the count before the run was never read");
        }
        Reconciliation reconciliation = new Reconciliation(created(), countBefore.get(), countAfter);
        if (files != null) {
            CompletableFuture<ItemsRead> reading = storeRead.get();
            ItemsRead items = reading != null && reading.isDone() ? reading.join()
                    : new ItemsRead(null, "the store's export was not read before the count after the run");
            reconciliation = items.books() != null ? reconciliation.withItems(items.books())
                    : reconciliation.withItemsNotKept(items.notKept());
        }
        result.set(reconciliation);
        return reconciliation;
    }

    /** The balance, once {@link #close(long)} ran. */
    public Optional<Reconciliation> result() {
        return Optional.ofNullable(result.get());
    }

    /** The books by identity, or why there are none. */
    private record ItemsRead(ItemBooks books, String notKept) {
    }
}
