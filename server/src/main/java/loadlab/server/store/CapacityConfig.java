package loadlab.server.store;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.validation.constraints.Min;

/**
 * How many documents the embedded memory store may hold ({@code lab.store.capacity.*}, env
 * {@code LAB_STORE_CAPACITY_*}). The memory store keeps every document in this JVM's heap, so
 * without a cap a long insert run ends in an OutOfMemoryError; with it, {@code POST /items}
 * answers 503 {@code store_full} and everything else keeps working. Ignored with
 * {@code MONGODB_URI} or the file store, whose documents do not live in the heap.
 *
 * @param maxDocuments  the cap; 0 (the default) derives it from the heap:
 *                      (max heap − {@code heapReserve}) / {@code documentBytes}
 * @param heapReserve   heap kept for everything but the documents (connections, buffers, the
 *                      framework), sized on what 10 000 concurrent insert clients used
 *                      (docs/reliability.md, The store's cap)
 * @param documentBytes heap one stored {@code {item, createdAt}} document takes in the memory store
 *                      with its index entry, as measured (docs/reliability.md, The store's cap)
 */
@ConfigurationProperties("lab.store.capacity")
public record CapacityConfig(
        @Bindable(defaultValue = "0") @Min(0) long maxDocuments,
        @Bindable(defaultValue = "192MB") @ReadableBytes long heapReserve,
        @Bindable(defaultValue = "750") @Min(1) int documentBytes) {

    /** The cap for a JVM whose heap may grow to {@code maxHeapBytes}. */
    public long capFor(long maxHeapBytes) {
        if (maxDocuments > 0) {
            return maxDocuments;
        }
        return Math.max(0, maxHeapBytes - heapReserve) / documentBytes;
    }
}
