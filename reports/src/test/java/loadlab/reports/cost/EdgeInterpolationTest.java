package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import org.junit.jupiter.api.Test;

class EdgeInterpolationTest {
    private static final long T0 = 1_800_000_000_000L;

    /** Cumulative CPU: 4.0 s at T0, 4.5 at +250 ms, 5.5 at +750 ms, 5.6 at +1000 ms. */
    private static final List<UsageSample> SAMPLES = List.of(
            new UsageSample(T0, 4.0, 1),
            new UsageSample(T0 + 250, 4.5, 1),
            new UsageSample(T0 + 750, 5.5, 1),
            new UsageSample(T0 + 1000, 5.6, 1));

    @Test
    void anEdgeExactlyOnASampleTakesThatSamplesValue() {
        assertThat(EdgeInterpolation.at(SAMPLES, T0 + 250, UsageSample::cpuSeconds)).isCloseTo(4.5, within(1e-12));
        assertThat(EdgeInterpolation.at(SAMPLES, T0, UsageSample::cpuSeconds)).isCloseTo(4.0, within(1e-12));
        assertThat(EdgeInterpolation.at(SAMPLES, T0 + 1000, UsageSample::cpuSeconds)).isCloseTo(5.6, within(1e-12));
    }

    @Test
    void anEdgeBetweenSamplesIsInterpolatedLinearlyBetweenTheTwoThatBracketIt() {
        // 4.0 + (4.5 - 4.0) x 200/250 = 4.4; 4.5 + (5.5 - 4.5) x 450/500 = 5.4.
        assertThat(EdgeInterpolation.at(SAMPLES, T0 + 200, UsageSample::cpuSeconds)).isCloseTo(4.4, within(1e-12));
        assertThat(EdgeInterpolation.at(SAMPLES, T0 + 700, UsageSample::cpuSeconds)).isCloseTo(5.4, within(1e-12));
    }

    @Test
    void aWindowGrowsByItsEndsValueMinusItsStarts() {
        // 5.4 - 4.4 = 1.0 CPU-second in 500 ms, though only one sample (T0 + 250) falls inside.
        assertThat(EdgeInterpolation.growth(SAMPLES, new TimeWindow(T0 + 200, T0 + 700), UsageSample::cpuSeconds))
                .isCloseTo(1.0, within(1e-12));
    }

    @Test
    void anEdgeNoSampleFollowsIsNotMeasured() {
        assertThat(EdgeInterpolation.at(SAMPLES, T0 + 1001, UsageSample::cpuSeconds)).isNull();
        assertThat(EdgeInterpolation.growth(SAMPLES, new TimeWindow(T0 + 800, T0 + 1200), UsageSample::cpuSeconds))
                .isNull();
    }

    @Test
    void anEdgeNoSamplePrecedesIsNotMeasured() {
        assertThat(EdgeInterpolation.growth(SAMPLES, new TimeWindow(T0 - 1, T0 + 700), UsageSample::cpuSeconds))
                .isNull();
    }

    @Test
    void aColumnUnknownInEitherBracketingSampleIsNotMeasured() {
        List<UsageSample> gcUnknownAtTheEnd = List.of(
                new UsageSample(T0, 1.0, 1, 0.0, 10.0, 0.2, 1),
                new UsageSample(T0 + 1000, 2.0, 1, 0.5, 11.0, UsageSample.UNKNOWN, 1));
        assertThat(EdgeInterpolation.at(gcUnknownAtTheEnd, T0 + 500, UsageSample::gcSeconds)).isNull();
        assertThat(EdgeInterpolation.at(gcUnknownAtTheEnd, T0 + 500, UsageSample::busiestThreadCpuSeconds))
                .isCloseTo(0.25, within(1e-12));
    }
}
