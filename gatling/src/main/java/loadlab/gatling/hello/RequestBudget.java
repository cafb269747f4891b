package loadlab.gatling.hello;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A fixed total of requests shared by all concurrent users, as {@code ab -n} shares its count
 * among {@code -c} clients: whoever is free takes the next one, so the total is exact.
 */
public final class RequestBudget {
    private final AtomicLong remaining;

    public RequestBudget(long total) {
        if (total < 0) {
            throw new IllegalArgumentException("total must not be negative: " + total);
        }
        this.remaining = new AtomicLong(total);
    }

    /** True (and one request fewer left) if a request remains to be sent. */
    public boolean take() {
        return remaining.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0;
    }

    public long remaining() {
        return remaining.get();
    }
}
