package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.netty.channel.DefaultEventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The heartbeat's timers on a real event loop. Nothing here depends on how fast the test thread
 * runs: whatever must happen between two timers is itself scheduled on the loop (which runs its
 * timers in deadline order, however late), and "nothing more happens" is checked once the loop has
 * run a marker scheduled past every timer that could still fire.
 */
class HeartbeatTest {
    private static final Duration INTERVAL = Duration.ofMillis(50);
    /** Long enough that a ping's deadline never passes before the test's pong reaches the loop. */
    private static final Duration GENEROUS_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration SHORT_TIMEOUT = Duration.ofMillis(100);
    private final DefaultEventLoop loop = new DefaultEventLoop();
    private final AtomicInteger pings = new AtomicInteger();
    private final AtomicInteger timeouts = new AtomicInteger();

    @AfterEach
    void stopLoop() {
        loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    @Test
    void pingsAgainAfterEveryPong() {
        Heartbeat heartbeat = heartbeat(GENEROUS_TIMEOUT);
        loop.execute(heartbeat::start);
        for (int expected = 1; expected <= 3; expected++) {
            int ping = expected;
            bounded().until(() -> pings.get() == ping);
            loop.execute(heartbeat::pongReceived);
        }

        bounded().until(() -> pings.get() == 4);
        assertThat(timeouts.get()).isZero();
    }

    @Test
    void timesOutOnceWhenNoPongComes() {
        loop.execute(heartbeat(SHORT_TIMEOUT)::start);

        bounded().until(() -> timeouts.get() == 1);
        loopHasRunFor(INTERVAL.multipliedBy(4).plus(SHORT_TIMEOUT));

        assertThat(pings.get()).isEqualTo(1);
        assertThat(timeouts.get()).isEqualTo(1);
    }

    @Test
    void doesNothingAfterStop() {
        Heartbeat heartbeat = heartbeat(SHORT_TIMEOUT);
        loop.execute(() -> {
            heartbeat.start();
            // Stop between the first ping (INTERVAL from now) and its deadline (SHORT_TIMEOUT after it).
            loop.schedule(heartbeat::stop, INTERVAL.plus(SHORT_TIMEOUT.dividedBy(2)).toNanos(), TimeUnit.NANOSECONDS);
        });

        bounded().until(() -> pings.get() == 1);
        loopHasRunFor(SHORT_TIMEOUT.multipliedBy(2).plus(INTERVAL.multipliedBy(4)));

        assertThat(pings.get()).isEqualTo(1);
        assertThat(timeouts.get()).isZero();
    }

    @Test
    void pongWithoutPingDoesNotAddAPing() {
        Heartbeat heartbeat = heartbeat(GENEROUS_TIMEOUT);
        // One task, so the pong surely comes before the first ping.
        loop.execute(() -> {
            heartbeat.start();
            heartbeat.pongReceived();
        });

        bounded().until(() -> pings.get() >= 1);
        loopHasRunFor(INTERVAL.multipliedBy(4));

        assertThat(pings.get()).isEqualTo(1);
        assertThat(timeouts.get()).isZero();
    }

    private Heartbeat heartbeat(Duration timeout) {
        return new Heartbeat(loop, INTERVAL, timeout, pings::incrementAndGet, timeouts::incrementAndGet);
    }

    /** Waits until the loop has run a marker scheduled {@code span} from now: every timer due before it ran first. */
    private void loopHasRunFor(Duration span) {
        ScheduledFuture<?> marker = loop.schedule(() -> { }, span.toNanos(), TimeUnit.NANOSECONDS);
        bounded().until(marker::isDone);
    }

    private static ConditionFactory bounded() {
        return await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(5));
    }
}
