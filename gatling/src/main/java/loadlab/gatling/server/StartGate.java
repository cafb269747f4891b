package loadlab.gatling.server;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * -DstartAt: injectors started one by one (pods scheduled, runners booted) all hold their first
 * request until the same instant, so their ramps and steps line up. Called once the target is up.
 */
public final class StartGate {
    private static final Logger LOG = LoggerFactory.getLogger(StartGate.class);

    private StartGate() {
    }

    public static void await(Instant startAt) {
        await(startAt, Clock.systemUTC());
    }

    /** Sleeps until {@code startAt} by {@code clock}; returns at once, with a warning, when it has passed. */
    static Duration await(Instant startAt, Clock clock) {
        Duration wait = Duration.between(clock.instant(), startAt);
        if (wait.isNegative() || wait.isZero()) {
            LOG.warn("-DstartAt={} passed {} ms ago: starting now, out of step with the other injectors", startAt,
                    wait.negated().toMillis());
            return Duration.ZERO;
        }
        LOG.info("Waiting {} ms for -DstartAt={}", wait.toMillis(), startAt);
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for -DstartAt=" + startAt, e);
        }
        return wait;
    }
}
