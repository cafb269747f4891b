package loadlab.gatling.latency;

import io.gatling.javaapi.core.Session;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;

/**
 * One scheduled transports page's repeat (-DthinkAs=schedule): exchange k of each user is due {@code k * think}
 * after that user's page began. The loop waits until an exchange is due ({@link #untilDue}), marks its send
 * and its end; each exchange's latency counts from when it was due, so an answer that came late also charges
 * the exchanges it held back. The injector's own lag is the send's delay past the moment it could go: when it
 * was due or when the previous answer came, whichever was later (a late answer is the server's, not the
 * injector's). Microseconds, on the monotonic clock; the users' sessions carry their own times, so one
 * schedule serves every user of the page, from any event loop.
 */
public final class ExchangeSchedule {
    private static final String BEGAN = "scheduleBegan";
    private static final String PREVIOUS = "schedulePreviousAnswer";
    private static final String SENT = "scheduleSent";

    private final String row;
    private final int repeat;
    private final long thinkNanos;
    private final long planned;
    private final Histogram corrected = LatencyHistogram.empty();
    private final Histogram lag = LatencyHistogram.empty();

    /**
     * @param row     the page's name ("Scheduled AJAX x10"), as the summary keys it
     * @param planned the exchanges every user of the repeat is to make, together
     */
    public ExchangeSchedule(String row, int repeat, Duration think, long planned) {
        this.row = row;
        this.repeat = repeat;
        this.thinkNanos = think.toNanos();
        this.planned = planned;
    }

    /** The user's page begins now: its first exchange is due now. */
    public Session begin(Session session) {
        long now = System.nanoTime();
        return session.set(BEGAN, now).set(PREVIOUS, now);
    }

    /** How long until exchange {@code index} is due, rounded up to Gatling's millisecond (never early). */
    public Duration untilDue(Session session, int index) {
        long wait = due(session, index) - System.nanoTime();
        return wait <= 0 ? Duration.ZERO : Duration.ofMillis(TimeUnit.NANOSECONDS.toMillis(wait + 999_999));
    }

    /** Exchange is going out now. */
    public Session sending(Session session) {
        return session.set(SENT, System.nanoTime());
    }

    /** Exchange {@code index} has ended now (answered, or failed): its latency from when it was due, and the lag. */
    public Session ended(Session session, int index) {
        long now = System.nanoTime();
        long due = due(session, index);
        long couldGo = Math.max(due, session.getLong(PREVIOUS));
        long sent = session.getLong(SENT);
        synchronized (this) {
            corrected.recordValue(micros(now - due));
            lag.recordValue(micros(sent - couldGo));
        }
        return session.set(PREVIOUS, now);
    }

    /** The repeat's latencies from the schedule and the injector's lag; read once the page has ended. */
    public synchronized IntendedLatency measure() {
        return IntendedLatency.of(row, repeat, planned, corrected.copy(), lag.copy());
    }

    private long due(Session session, int index) {
        return session.getLong(BEGAN) + index * thinkNanos;
    }

    private static long micros(long nanos) {
        return TimeUnit.NANOSECONDS.toMicros(Math.max(0, nanos));
    }
}
