package loadlab.server.socketio;

import static org.awaitility.Awaitility.await;

import io.netty.channel.DefaultEventLoop;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class HeartbeatTest {
    private static final Duration INTERVAL = Duration.ofMillis(50);
    private final DefaultEventLoop loop = new DefaultEventLoop();
    private final AtomicInteger pings = new AtomicInteger();
    private final AtomicInteger timeouts = new AtomicInteger();

    @AfterEach
    void stopLoop() {
        loop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    @Test
    void pingsAgainAfterEveryPong() {
        Heartbeat heartbeat = start(Duration.ofSeconds(5));
        for (int expected = 1; expected <= 3; expected++) {
            int ping = expected;
            bounded().until(() -> pings.get() == ping);
            loop.execute(heartbeat::pongReceived);
        }

        bounded().until(() -> pings.get() == 4 && timeouts.get() == 0);
    }

    @Test
    void timesOutOnceWhenNoPongComes() {
        start(Duration.ofMillis(100));

        bounded().until(() -> timeouts.get() == 1);
        bounded().during(Duration.ofMillis(300)).until(() -> pings.get() == 1 && timeouts.get() == 1);
    }

    @Test
    void doesNothingAfterStop() {
        Heartbeat heartbeat = start(Duration.ofMillis(300));
        bounded().until(() -> pings.get() == 1);

        loop.execute(heartbeat::stop);

        bounded().during(Duration.ofMillis(600)).until(() -> pings.get() == 1 && timeouts.get() == 0);
    }

    @Test
    void pongWithoutPingDoesNotAddAPing() {
        Heartbeat heartbeat = start(Duration.ofSeconds(5));
        loop.execute(heartbeat::pongReceived);

        bounded().until(() -> pings.get() >= 1);
        bounded().during(Duration.ofMillis(200)).until(() -> pings.get() == 1);
    }

    private Heartbeat start(Duration timeout) {
        Heartbeat heartbeat = new Heartbeat(loop, INTERVAL, timeout, pings::incrementAndGet, timeouts::incrementAndGet);
        loop.execute(heartbeat::start);
        return heartbeat;
    }

    private static ConditionFactory bounded() {
        return await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(5));
    }
}
