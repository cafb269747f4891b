package loadlab.server.items;

/** The embedded memory store holds its cap; nothing was written. Answered 503 {@code store_full}. */
public final class StoreFullException extends RuntimeException {
    private final long cap;

    public StoreFullException(long cap) {
        super("the embedded memory store holds its cap of " + cap + " documents", null, false, false);
        this.cap = cap;
    }

    public long cap() {
        return cap;
    }
}
