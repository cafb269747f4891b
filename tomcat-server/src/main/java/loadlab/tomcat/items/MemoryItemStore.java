package loadlab.tomcat.items;

import java.time.Instant;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import loadlab.wire.Guids;

/**
 * Items in this process's memory (no {@code MONGODB_URI}): documents are kept, ids are a sequence,
 * nothing survives a restart. There is no capacity limit, so no {@code store_full} either.
 */
final class MemoryItemStore implements ItemStore {
    private final Queue<Document> documents = new ConcurrentLinkedQueue<>();
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong stored = new AtomicLong();

    @Override
    public Created insert() {
        Document document = new Document(Long.toString(ids.incrementAndGet()), Guids.next().toString(), Instant.now());
        documents.add(document);
        stored.incrementAndGet();
        return new Created(document.id(), document.item());
    }

    @Override
    public long count() {
        return stored.get();
    }

    /** The documents in insert order; one inserted meanwhile may be handed or not. */
    @Override
    public long export(BiConsumer<String, String> each) {
        long handed = 0;
        for (Document document : documents) {
            each.accept(document.id(), document.item());
            handed++;
        }
        return handed;
    }

    @Override
    public boolean isUsable() {
        return true;
    }

    @Override
    public String databaseLabel() {
        return "memory";
    }

    @Override
    public String description() {
        return "items in memory";
    }

    @Override
    public void close() {
        documents.clear();
    }

    private record Document(String id, String item, Instant createdAt) {
    }
}
