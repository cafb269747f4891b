package loadlab.tomcat.items;

import java.util.function.BiConsumer;
import loadlab.tomcat.Settings;

/**
 * Where {@code /items} keeps its documents {@code {item, createdAt}}, chosen once at start-up:
 * MongoDB when {@code MONGODB_URI} is set, else this process's memory (as node-server does).
 * Calls block the calling worker thread until the store answered.
 */
public interface ItemStore extends AutoCloseable {

    static ItemStore open(Settings settings) {
        return settings.inMemory() ? new MemoryItemStore() : new MongoItemStore(settings.mongodbUri());
    }

    /** Stores one new document; returns only once it is acknowledged, else throws {@link StoreUnavailableException}. */
    Created insert();

    /** Documents in the store now; {@link StoreUnavailableException} when the store does not answer. */
    long count();

    /**
     * Hands every document's id and item to {@code each} as the store yields them, without holding
     * them all, and returns how many it handed; {@link StoreUnavailableException} when the store does
     * not answer (possibly after some were handed).
     */
    long export(BiConsumer<String, String> each);

    /** Whether the store answers now (MongoDB: a ping within the driver's bounds). */
    boolean isUsable();

    /** {@code database} in the health answer while the store is usable: {@code memory} or {@code UP}. */
    String databaseLabel();

    /** For the listening line: {@code items in memory} or {@code items in MongoDB (database <name>)}. */
    String description();

    @Override
    void close();
}
