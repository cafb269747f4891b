package loadlab.tomcat.items;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import loadlab.tomcat.web.ContractError;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * CONTRACT.md "Errors": a store that did not acknowledge is a 503 {@code database_unavailable}. Under
 * load every request fails the same way, so the cause is logged at most once a second.
 */
final class Unavailable {
    private static final Logger LOG = LoggerFactory.getLogger(Unavailable.class);
    private static final long LOG_EVERY_MS = 1000;
    private static final ContractError ERROR =
            new ContractError(503, "database_unavailable", "the database did not acknowledge the operation");
    private static final AtomicLong LAST_LOGGED = new AtomicLong();

    private Unavailable() {
    }

    static void answer(HttpServletResponse response, StoreUnavailableException failure) throws IOException {
        long now = System.currentTimeMillis();
        long last = LAST_LOGGED.get();
        if (now - last >= LOG_EVERY_MS && LAST_LOGGED.compareAndSet(last, now)) {
            Throwable cause = failure.getCause() == null ? failure : failure.getCause();
            LOG.warn("Database unavailable: {}", cause.toString());
        }
        ERROR.send(response);
    }
}
