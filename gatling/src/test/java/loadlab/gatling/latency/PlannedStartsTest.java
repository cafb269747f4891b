package loadlab.gatling.latency;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Starts against their plan, played on the real clock with known delays. */
class PlannedStartsTest {

    @Test
    void theEarliestStartAnchorsThePlanAndEachLaterOneIsAsLateAsItStartedBeyondIt() throws Exception {
        PlannedStarts starts = new PlannedStarts(new long[] {0, 10, 20});
        starts.arrive();
        Thread.sleep(60);
        starts.arrive();
        starts.arrive();

        Histogram lag = starts.lag();

        assertThat(lag.getTotalCount()).isEqualTo(3);
        assertThat(lag.getMinValue()).isZero();
        // Planned at +10 and +20 ms, both started 60 ms or more after the first: at least 40 and 50 ms late.
        assertThat(lag.getMaxValue()).as("µs").isBetween(49_000L, 1_000_000L);
        assertThat(lag.getValueAtPercentile(50)).as("µs").isBetween(39_000L, 1_000_000L);
    }

    @Test
    void startsBeyondThePlanAreNotCountedAndStartsNotYetArrivedAreNotLag() {
        PlannedStarts starts = new PlannedStarts(new long[] {0, 1000});
        assertThat(starts.arrive()).isZero();

        assertThat(starts.arrived()).isEqualTo(1);
        assertThat(starts.lag().getTotalCount()).isEqualTo(1);
        assertThat(starts.arrive()).isEqualTo(1);
        assertThat(starts.arrive()).as("beyond the plan").isEqualTo(-1);
        assertThat(starts.arrived()).isEqualTo(2);
    }
}
