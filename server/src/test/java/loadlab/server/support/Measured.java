package loadlab.server.support;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Reports a figure a fault test measured (logger {@code loadlab.measured}, shown at INFO in the build output). */
public final class Measured {
    private static final Logger LOG = LoggerFactory.getLogger("loadlab.measured");

    private Measured() {
    }

    public static void report(String what, Duration took) {
        LOG.info("MEASURED {}: {} ms", what, took.toMillis());
    }

    public static void report(String what, Object value) {
        LOG.info("MEASURED {}: {}", what, value);
    }

    public static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }
}
