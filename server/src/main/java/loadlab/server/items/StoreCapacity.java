package loadlab.server.items;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.server.store.CapacityConfig;
import loadlab.server.store.StoreConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the embedded memory store from filling the heap: a slot is taken before each insert and
 * given back when the insert fails, so the store never holds more than the cap and a 503
 * {@code store_full} is never a document stored. Unlimited with a real MongoDB or the file store.
 * The memory store starts empty with the server, so the count of slots taken is the count stored.
 * Built at start-up ({@code @Context}), so the cap is in the log before the first insert.
 */
@Context
public final class StoreCapacity {
    private static final Logger LOG = LoggerFactory.getLogger(StoreCapacity.class);
    private static final long MIB = 1024 * 1024;

    private final long cap;
    private final AtomicLong taken = new AtomicLong();
    private final AtomicBoolean fullLogged = new AtomicBoolean();

    StoreCapacity(@Value("${mongodb.uri:}") String mongoUri, StoreConfig store, CapacityConfig capacity) {
        boolean inHeap = mongoUri.isBlank() && store.mode() == StoreConfig.Mode.MEMORY;
        this.cap = inHeap ? capacity.capFor(Runtime.getRuntime().maxMemory()) : Long.MAX_VALUE;
        if (inHeap) {
            LOG.info(String.format(Locale.ROOT, "Embedded memory store: room for %,d documents (%s); "
                            + "POST /items answers 503 store_full beyond that",
                    cap, capacity.maxDocuments() > 0 ? "lab.store.capacity.max-documents"
                            : String.format(Locale.ROOT, "max heap %d MiB - %d MiB reserved, %d bytes per document",
                                    Runtime.getRuntime().maxMemory() / MIB, capacity.heapReserve() / MIB,
                                    capacity.documentBytes())));
        }
    }

    /** Takes a slot for one insert; false when the store holds its cap. */
    public boolean tryTake() {
        long after = taken.incrementAndGet();
        if (after <= cap) {
            return true;
        }
        taken.decrementAndGet();
        if (fullLogged.compareAndSet(false, true)) {
            LOG.warn("Embedded memory store is full ({} documents): POST /items answers 503 store_full", cap);
        }
        return false;
    }

    /** Gives back the slot of an insert that was not stored. */
    public void giveBack() {
        taken.decrementAndGet();
    }

    public long cap() {
        return cap;
    }
}
