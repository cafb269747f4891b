package loadlab.gatling.repeat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class RoundGateTest {
    private static final Duration PERIOD = Duration.ofMillis(300);
    private final RoundGate gate = new RoundGate(PERIOD);

    @Test
    void aRoundOpensWhenTheLastPartyArrivesAtIt() {
        gate.join("AJAX x10", 3, 1);
        gate.join("AJAX x500", 3, 1);

        gate.arrive("AJAX x10", 1);
        assertThat(gate.isOpen(1)).isFalse();
        gate.arrive("AJAX x500", 1);
        assertThat(gate.isOpen(1)).isTrue();

        // The short page is ready for its second repeat long before the long one has ended its first.
        gate.arrive("AJAX x10", 2);
        assertThat(gate.isOpen(2)).isFalse();
        gate.arrive("AJAX x500", 2);
        assertThat(gate.isOpen(2)).isTrue();
        assertThat(gate.isOpen(3)).isFalse();
    }

    @Test
    void arrivingTwiceAtARoundCountsOnce() {
        gate.join("WS x10", 1, 1);
        gate.join("WS x100", 1, 1);

        gate.arrive("WS x10", 1);
        gate.arrive("WS x10", 1);

        assertThat(gate.isOpen(1)).isFalse();
    }

    @Test
    void aPartyThatLeavesIsNoLongerWaitedFor() {
        gate.join("Chromium AJAX x10", 2, 1);
        gate.join("AJAX x10", 2, 1);
        gate.arrive("AJAX x10", 1);
        gate.arrive("AJAX x10", 2);

        gate.leave("Chromium AJAX x10");

        assertThat(gate.isOpen(2)).isTrue();
    }

    @Test
    void aPartyWithFewerRoundsHoldsOnlyItsOwnRounds() {
        gate.join("Gatling", 3, 1);
        gate.join("Chromium", 1, 1);
        gate.arrive("Gatling", 1);
        gate.arrive("Chromium", 1);

        gate.arrive("Gatling", 2);

        assertThat(gate.isOpen(2)).isTrue();
    }

    @Test
    void everyClientStartsAtItsOwnPhaseOfThePeriodInJoinOrder() {
        gate.join("AJAX x10", 1, 2);
        gate.join("Chromium AJAX x10", 1, 1);
        gate.arrive("AJAX x10", 1);
        gate.arrive("Chromium AJAX x10", 1);

        Duration first = gate.untilStart("AJAX x10", 0, 1);
        Duration second = gate.untilStart("AJAX x10", 1, 1);
        Duration browser = gate.untilStart("Chromium AJAX x10", 0, 1);

        // Three clients over 300 ms: 0, 100 and 200 ms after the first one, which waits at most the poll.
        assertThat(first).isPositive().isLessThanOrEqualTo(Duration.ofMillis(50));
        assertThat(second.minus(first).toMillis()).isBetween(95L, 100L);
        assertThat(browser.minus(first).toMillis()).isBetween(195L, 200L);
    }

    @Test
    void aClientsLaterTestsStartAtItsPhaseOfALaterPeriod() {
        long start = 1_000;

        // Still ahead: the phase itself. Passed: the same phase, whole periods on, never in the past.
        assertThat(RoundGate.nextPhase(start, 900, 300)).isEqualTo(1_000);
        assertThat(RoundGate.nextPhase(start, 1_000, 300)).isEqualTo(1_000);
        assertThat(RoundGate.nextPhase(start, 1_001, 300)).isEqualTo(1_300);
        assertThat(RoundGate.nextPhase(start, 1_300, 300)).isEqualTo(1_300);
        assertThat(RoundGate.nextPhase(start, 5_450, 300)).isEqualTo(5_500);
    }

    @Test
    void aClientInAnOpenRoundWaitsAtMostOnePeriodForItsNextPhase() throws InterruptedException {
        gate.join("Chromium AJAX", 1, 1);
        gate.arrive("Chromium AJAX", 1);
        Thread.sleep(PERIOD.toMillis() + 10);

        assertThat(gate.untilStart("Chromium AJAX", 0, 1)).isZero();
        assertThat(gate.untilNextPhase("Chromium AJAX", 0, 1)).isPositive().isLessThanOrEqualTo(PERIOD);
    }

    @Test
    void aRoundOpenedByReleaseStartsEveryClientAtOnce() {
        gate.join("WS x10", 1, 1);
        gate.join("Chromium WS x10", 1, 1);

        gate.release();

        assertThat(gate.untilStart("Chromium WS x10", 0, 1)).isZero();
    }

    @Test
    void awaitBlocksItsThreadUntilTheRoundOpens() throws Exception {
        gate.join("Chromium WS x10", 1, 1);
        gate.join("WS x10", 1, 1);
        gate.arrive("Chromium WS x10", 1);
        CompletableFuture<Void> waiting = awaitingOnAnotherThread(1);

        assertThatThrownBy(() -> waiting.get(200, TimeUnit.MILLISECONDS))
                .isInstanceOf(java.util.concurrent.TimeoutException.class);
        gate.arrive("WS x10", 1);
        waiting.get(10, TimeUnit.SECONDS);
    }

    @Test
    void releaseOpensEveryRoundSoNoWaiterOutlivesTheRun() throws Exception {
        gate.join("Chromium AJAX x10", 3, 1);
        gate.join("AJAX x10", 3, 1);
        CompletableFuture<Void> waiting = awaitingOnAnotherThread(3);

        gate.release();

        waiting.get(10, TimeUnit.SECONDS);
        assertThat(gate.isOpen(3)).isTrue();
    }

    @Test
    void refusesAJoinAfterTheFirstRoundHasOpened() {
        gate.join("AJAX x10", 1, 1);
        gate.arrive("AJAX x10", 1);

        assertThatThrownBy(() -> gate.join("WS x10", 1, 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("after round 1");
    }

    @Test
    void refusesAnUnknownPartyAndARoundItDoesNotRun() {
        gate.join("AJAX x10", 2, 1);

        assertThatThrownBy(() -> gate.arrive("WS x10", 1)).hasMessageContaining("WS x10 has not joined");
        assertThatThrownBy(() -> gate.arrive("AJAX x10", 3)).hasMessageContaining("rounds 1 to 2, not 3");
        assertThatThrownBy(() -> gate.join("AJAX x10", 1, 1)).hasMessageContaining("has joined already");
        assertThatThrownBy(() -> gate.join("WS x10", 1, 0)).hasMessageContaining("with one client");
    }

    /** A browser page's thread, blocked in {@link RoundGate#await} until {@code round} opens. */
    private CompletableFuture<Void> awaitingOnAnotherThread(int round) {
        return CompletableFuture.runAsync(() -> {
            try {
                gate.await(round);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        });
    }
}
