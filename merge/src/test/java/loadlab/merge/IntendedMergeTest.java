package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.RunRecord;
import loadlab.record.latency.InjectionLag;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Two injectors' latencies from their planned starts, and their populations' starts, merge into exactly the
 * histograms of both.
 */
class IntendedMergeTest {

    private static RunRecord part(long... micros) {
        Histogram fromPlan = LatencyHistogram.empty();
        Histogram lag = LatencyHistogram.empty();
        for (long value : micros) {
            fromPlan.recordValue(value);
            lag.recordValue(value / 100);
        }
        return RunRecord.of("HelloSimulation", 1, "smoke", Map.of()).with(draft -> draft.intended = List.of(
                IntendedLatency.of("open-close", 1, micros.length + 1, fromPlan, lag)));
    }

    @Test
    void theMergedHistogramIsTheSumOfThePartsSoItsPercentilesAreTheWholeSets() {
        RunRecord first = part(1_000, 2_000, 900_000);
        RunRecord second = part(1_500, 2_500, 3_000, 1_200_000);

        List<IntendedLatency> merged = MergedRecord.intended(List.of(first, second));

        assertThat(merged).singleElement().satisfies(row -> {
            assertThat(row.planned()).isEqualTo(4 + 5);
            Histogram sum = row.correctedHistogram();
            Histogram expected = first.intended().get(0).correctedHistogram();
            expected.add(second.intended().get(0).correctedHistogram());
            assertThat(sum).isEqualTo(expected);
            assertThat(sum.getTotalCount()).isEqualTo(7);
            assertThat(sum.getMaxValue()).isEqualTo(expected.getMaxValue());
            assertThat(sum.getValueAtPercentile(50)).isEqualTo(expected.getValueAtPercentile(50));
        });
    }

    @Test
    void eachPopulationsStartsAddUpOverTheInjectorsAndAClosedOneStaysWithoutLag() {
        RunRecord first = starts(new long[] {0, 200, 40_000}, 3);
        RunRecord second = starts(new long[] {100, 300}, 4);

        List<InjectionLag> merged = MergedRecord.injection(List.of(first, second));

        assertThat(merged).extracting(InjectionLag::population).containsExactly("Hello open-close", "Held");
        InjectionLag open = merged.get(0);
        assertThat(open.planned()).isEqualTo(5);
        assertThat(open.started()).isEqualTo(5);
        assertThat(open.spread()).isTrue();
        Histogram expected = first.injection().get(0).lagHistogram().orElseThrow();
        expected.add(second.injection().get(0).lagHistogram().orElseThrow());
        assertThat(open.lagHistogram()).hasValue(expected);
        assertThat(merged.get(1).lag()).isNull();
        assertThat(merged.get(1).started()).isEqualTo(7);
    }

    private static RunRecord starts(long[] lagMicros, long closedStarts) {
        Histogram lag = LatencyHistogram.empty();
        for (long value : lagMicros) {
            lag.recordValue(value);
        }
        return RunRecord.of("HelloSimulation", 1, "smoke", Map.of()).with(draft -> draft.injection = List.of(
                InjectionLag.measured("Hello open-close", "open", "200/s for 10 s", true, lagMicros.length, lag),
                InjectionLag.unplanned("Held", "closed", "5 concurrent for 3 s", closedStarts)));
    }
}
