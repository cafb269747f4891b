package loadlab.gatling.hello;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    private static final long SECOND = 1_000_000_000L;
    private final AtomicLong now = new AtomicLong(5 * SECOND);
    private final AtomicLong compiled = new AtomicLong(1_000);
    private double compiledExactly = 1_000;

    private WarmUp warmUp(long minRequests, Duration longest) {
        return new WarmUp("closed-close", minRequests, longest, compiled::get, now::get);
    }

    /** Sends {@code requests} at {@code perSecond}, the JIT compiling {@code compileMsPerSecond}; false once it ended. */
    private boolean send(WarmUp warmUp, int requests, int perSecond, long compileMsPerSecond) {
        for (int i = 0; i < requests; i++) {
            now.addAndGet(SECOND / perSecond);
            compiledExactly += (double) compileMsPerSecond / perSecond;
            compiled.set((long) compiledExactly);
            if (!warmUp.take()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void goesOnWhileTheJitCompilesAndEndsAfterTwoIdleSeconds() {
        WarmUp warmUp = warmUp(100, Duration.ofSeconds(60));

        assertThat(send(warmUp, 10_000, 1000, 300)).as("10 s with the JIT at 30 %").isTrue();
        assertThat(warmUp.end()).isNull();
        assertThat(send(warmUp, 1_500, 1000, 0)).as("one idle second is a lull").isTrue();
        assertThat(send(warmUp, 5_000, 1000, 0)).as("the second idle second ends it").isFalse();

        assertThat(warmUp.end()).isEqualTo(WarmUp.End.SETTLED);
        assertThat(warmUp.requests()).isBetween(12_000L, 13_600L);
        assertThat(warmUp.take()).as("ended for good").isFalse();
        assertThat(warmUp.describe()).endsWith("s, until this JVM's JIT was idle");
    }

    @Test
    void aBusyJitIsCutOffAtTheLongestWarmUp() {
        WarmUp warmUp = warmUp(100, Duration.ofSeconds(20));

        assertThat(send(warmUp, 100_000, 1000, 400)).isFalse();

        assertThat(warmUp.end()).isEqualTo(WarmUp.End.TIMED_OUT);
        assertThat(warmUp.requests()).isBetween(19_900L, 20_000L);
        assertThat(warmUp.describe()).startsWith(warmUp.requests() + " requests in 20.0 s, stopped at its longest");
    }

    @Test
    void theMinimumIsSentEvenWhenTheJitIsIdleOrTheLongestHasPassed() {
        WarmUp idle = warmUp(5_000, Duration.ofSeconds(60));
        WarmUp short_ = warmUp(5_000, Duration.ZERO);

        assertThat(send(idle, 5_000, 1000, 0)).as("idle from the start, but the minimum first").isTrue();
        assertThat(send(idle, 2_000, 1000, 0)).isFalse();
        assertThat(send(short_, 5_000, 1000, 300)).isTrue();
        assertThat(send(short_, 1, 1000, 300)).isFalse();

        assertThat(idle.requests()).isBetween(5_000L, 6_001L);
        assertThat(short_.requests()).isEqualTo(5_000L);
    }

    @Test
    void aJvmThatReportsNoCompileTimeSendsTheMinimum() {
        WarmUp blind = new WarmUp("closed-close", 3_000, Duration.ofSeconds(60), null, now::get);

        assertThat(send(blind, 3_000, 1000, 0)).isTrue();
        assertThat(send(blind, 2_000, 1000, 0)).isFalse();

        assertThat(blind.end()).isEqualTo(WarmUp.End.NOT_MONITORED);
        assertThat(blind.requests()).isBetween(3_000L, 4_001L);
    }

    @Test
    void thisJvmsWarmUpReadsItsOwnJit() {
        WarmUp real = WarmUp.of("this JVM", 10, Duration.ofMillis(50));

        while (real.take()) {
            Thread.onSpinWait();
        }

        assertThat(real.end()).isIn(WarmUp.End.TIMED_OUT, WarmUp.End.SETTLED);
        assertThat(real.requests()).isGreaterThan(10);
    }
}
