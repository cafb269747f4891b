package loadlab.gatling.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
    void anInstantThatPassedAMomentAgoStartsAtOnce() {
        Instant now = Instant.now();
        assertThat(StartGate.await(now.minusMillis(400), Clock.fixed(now, ZoneOffset.UTC))).isZero();
    }

    @Test
    void anInstantMissedByMoreThanASecondFailsTheInjectorInsteadOfRunningOutOfStep() {
        Instant now = Instant.now();
        assertThatThrownBy(() -> StartGate.await(now.minusSeconds(5), Clock.fixed(now, ZoneOffset.UTC)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("passed 5000 ms before this injector was ready")
                .hasMessageContaining("more lead");
    }
}
