package loadlab.reports.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** An open row's latency from its plan beside Gatling's, and what the page says of the difference. */
class PlannedStartSectionTest {
    /** Gatling's own figures of a row whose every answer came in 2-3 ms of its send. */
    private static final StatsRow GATLING = new StatsRow(StatsKind.REQUEST, List.of(), "Hello Open", 1000, 1000, 0, 100, 1,
            2, 2, 3, 3, 3, 5, 2, 1, null);

    /** 990 requests at 2 ms from their plan, 10 that waited 400-850 ms (a stall), lag 0.1 ms. */
    private static IntendedLatency stalled(int repeat) {
        Histogram fromPlan = LatencyHistogram.empty();
        fromPlan.recordValueWithCount(2_000, 990);
        for (int i = 0; i < 10; i++) {
            fromPlan.recordValue(400_000 + 50_000L * i);
        }
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(100, 1000);
        return IntendedLatency.of("open-close", repeat, 1000, fromPlan, lag);
    }

    @Test
    void aStallGatlingsClockStartedLateOnShowsFromThePlanAndTheSentenceSaysSo() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1", List.of(stalled(1)), GATLING);

        assertThat(row.fromPlan().p50()).isCloseTo(2.0, within(0.01));
        assertThat(row.fromPlan().p999()).as("the 999th of 1000").isCloseTo(800.0, within(1.0));
        assertThat(row.fromPlan().max()).isCloseTo(850.0, within(1.0));
        assertThat(row.gatling().p99()).isEqualTo(3);
        assertThat(row.injectorBehind()).isFalse();
        assertThat(row.answer()).startsWith("Coordinated omission changed the answer on hello open-close:")
                .contains("The requests were sent on time and waited for the server");
    }

    @Test
    void rowsRepeatsAreAddedUpAsHistograms() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1", List.of(stalled(1), stalled(2)),
                GATLING);

        assertThat(row.planned()).isEqualTo(2000);
        assertThat(row.answered()).isEqualTo(2000);
    }

    @Test
    void aPlanKeptAndAnswersAsGatlingSawThemDidNotChangeTheAnswer() {
        Histogram fromPlan = LatencyHistogram.empty();
        fromPlan.recordValueWithCount(2_500, 1000);
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(200, 1000);

        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1",
                List.of(IntendedLatency.of("open-close", 1, 1000, fromPlan, lag)), GATLING);

        assertThat(row.answer()).startsWith("Coordinated omission did not change the answer on hello open-close");
    }

    @Test
    void anInjectorFarBehindItsPlanIsFlaggedAndNamedAsTheCause() {
        Histogram fromPlan = LatencyHistogram.empty();
        fromPlan.recordValueWithCount(60_000, 1000);
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(55_000, 1000);

        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1",
                List.of(IntendedLatency.of("open-close", 1, 1000, fromPlan, lag)), GATLING);

        assertThat(row.injectorBehind()).isTrue();
        assertThat(row.lagP99Ms()).isCloseTo(55.0, within(0.1));
        assertThat(row.answer()).contains("The injector fell behind its plan");
    }
}
