package loadlab.gatling.run;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * -DstartAt: injectors started one by one (pods scheduled, runners booted) all hold their first
 * request until the same instant, so their ramps and steps line up. Called once the target is up.
 * An injector that reaches the gate after the instant would run out of step with the rest of its split,
 * and its share of a ramp would land on another step's: it fails instead, beyond {@link #LATE_AT_MOST}.
 */
public final class StartGate {
    private static final Logger LOG = LoggerFactory.getLogger(StartGate.class);

    /** Late by this much (a scheduler's hiccup) still starts; later fails the run. */
    static final Duration LATE_AT_MOST = Duration.ofSeconds(1);

    private StartGate() {
    }

    public static void await(Instant startAt) {
        await(startAt, Clock.systemUTC());
    }

    /**
     * Sleeps until {@code startAt} by {@code clock}; returns at once when it passed less than
     * {@link #LATE_AT_MOST} ago; throws when it passed longer ago.
     */
    static Duration await(Instant startAt, Clock clock) {
        Duration wait = Duration.between(clock.instant(), startAt);
        if (wait.negated().compareTo(LATE_AT_MOST) > 0) {
            throw new IllegalStateException("-DstartAt=" + startAt + " passed " + wait.negated().toMillis()
                    + " ms before this injector was ready: it would run out of step with the others. Start the split"
                    + " with more lead (the time every injector needs from its start to its first request).");
        }
        if (wait.isNegative() || wait.isZero()) {
            LOG.warn("-DstartAt={} passed {} ms ago: starting now", startAt, wait.negated().toMillis());
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
