package loadlab.gatling.latency;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.record.latency.IntendedLatency;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Latency from the planned start, on requests whose send and answer are played with a known clock. */
class IntendedStartsTest {

    @Test
    void aRequestCountsFromItsPlannedStartAndTheInjectorsLagIsWhatItSentLate() throws Exception {
        IntendedStarts starts = new IntendedStarts("open-close", 1, new long[] {0, 20, 40});
        int first = starts.sending();
        starts.answered(first);
        Thread.sleep(60);
        // Planned at +20 and +40 ms, both sent about 60 ms after the first: 40 and 20 ms late.
        int second = starts.sending();
        int third = starts.sending();
        starts.answered(second);
        starts.answered(third);

        IntendedLatency latency = starts.measure();

        assertThat(latency.planned()).isEqualTo(3);
        assertThat(latency.answered()).isEqualTo(3);
        Histogram lag = latency.lagHistogram();
        assertThat(lag.getMinValue()).as("the first user anchors the plan").isZero();
        assertThat(lag.getMaxValue()).isBetween(35_000L, 200_000L);
        assertThat(latency.correctedHistogram().getMaxValue()).as("from its plan, the second waited its lag")
                .isGreaterThanOrEqualTo(lag.getMaxValue());
    }

    @Test
    void aRequestWithoutAnAnswerIsPlannedAndLaggedButNotInTheLatency() {
        IntendedStarts starts = new IntendedStarts("open-close", 2, new long[] {0, 1});
        starts.answered(starts.sending());
        starts.sending();

        IntendedLatency latency = starts.measure();

        assertThat(latency.repeat()).isEqualTo(2);
        assertThat(latency.planned()).isEqualTo(2);
        assertThat(latency.answered()).isEqualTo(1);
        assertThat(latency.lagHistogram().getTotalCount()).isEqualTo(2);
    }

    @Test
    void aUserBeyondThePlanIsNotCounted() {
        IntendedStarts starts = new IntendedStarts("open-close", 1, new long[] {0});
        starts.answered(starts.sending());

        int beyond = starts.sending();
        starts.answered(beyond);

        assertThat(beyond).isEqualTo(-1);
        assertThat(starts.measure().answered()).isEqualTo(1);
    }
}
