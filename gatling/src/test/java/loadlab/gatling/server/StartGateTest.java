package loadlab.gatling.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class StartGateTest {

    @Test
    void waitsUntilTheInstant() {
        Instant now = Instant.now();
        long started = System.nanoTime();
        Duration waited = StartGate.await(now.plusMillis(300), Clock.fixed(now, ZoneOffset.UTC));
        assertThat(waited).isEqualTo(Duration.ofMillis(300));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
    }

    @Test
    void anInstantThatPassedStartsAtOnce() {
        Instant now = Instant.now();
        assertThat(StartGate.await(now.minusSeconds(5), Clock.fixed(now, ZoneOffset.UTC))).isZero();
    }
}
