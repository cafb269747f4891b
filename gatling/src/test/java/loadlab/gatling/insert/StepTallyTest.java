package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class StepTallyTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void ratesCreatedInsertsOverFirstStartToLastEnd() {
        StepTally tally = new StepTally(100);
        tally.started(11 * SECOND);
        tally.started(10 * SECOND);
        tally.finished(11 * SECOND, true);
        tally.finished(14 * SECOND, true);
        tally.finished(12 * SECOND, false);
        assertThat(tally.created()).isEqualTo(2);
        assertThat(tally.other()).isEqualTo(1);
        assertThat(tally.seconds()).isCloseTo(4.0, within(1e-9));
        assertThat(tally.createdPerSecond()).isCloseTo(0.5, within(1e-9));
        assertThat(tally).hasToString("concurrency 100: 2 created, 1 other, 4.0 s, 0.5 inserts/s");
    }

    @Test
    void stepThatNeverRanHasNoRate() {
        StepTally tally = new StepTally(10);
        assertThat(tally.seconds()).isZero();
        assertThat(tally.createdPerSecond()).isZero();
    }

    @Test
    void stepAsRunSpansFirstStartToLastEndInEpochMillis() {
        long before = System.currentTimeMillis();
        StepTally tally = new StepTally(10);
        long now = System.nanoTime();
        tally.started(now);
        tally.finished(now + 2 * SECOND, true);
        long after = System.currentTimeMillis();

        assertThat(tally.asRun()).hasValueSatisfying(step -> {
            assertThat(step.concurrency()).isEqualTo(10);
            assertThat(step.startEpochMillis()).isBetween(before - 1, after + 1);
            assertThat(step.endEpochMillis() - step.startEpochMillis()).isBetween(1999L, 2001L);
        });
    }

    @Test
    void stepThatNeverRanHasNoRecord() {
        assertThat(new StepTally(10).asRun()).isEmpty();
    }
    @Test
    void edgesAreTheFirstRequestAndTheBudgetsLastAnswer() {
        AtomicInteger edges = new AtomicInteger();
        StepTally tally = new StepTally(10, 1, 3, edges::incrementAndGet);

        tally.started(10 * SECOND);
        tally.started(11 * SECOND);
        assertThat(edges).hasValue(1);
        tally.finished(12 * SECOND, true);
        tally.finished(13 * SECOND, false);
        assertThat(edges).hasValue(1);
        tally.finished(14 * SECOND, true);

        assertThat(edges).hasValue(2);
    }

    @Test
    void aTimeBoxedStepSamplesOnlyItsStart() {
        AtomicInteger edges = new AtomicInteger();
        StepTally tally = new StepTally(10, 1, 0, edges::incrementAndGet);

        tally.started(10 * SECOND);
        tally.finished(12 * SECOND, true);

        assertThat(edges).hasValue(1);
    }
}
