package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import org.junit.jupiter.api.Test;

class ServerCostsTest {
    private static final long T0 = 1_800_000_000_000L;
    private static final long MIB = 1024 * 1024;

    /** 2 cores; 2.2 CPU-seconds over 3 s, the busiest second using 1.5 CPU-seconds. */
    private static final ProcessUsage USAGE = new ProcessUsage(42, 2, List.of(
            new UsageSample(T0 - 5000, 0.0, 50 * MIB),
            new UsageSample(T0 - 4000, 6.0, 90 * MIB),
            new UsageSample(T0, 10.0, 100 * MIB),
            new UsageSample(T0 + 1000, 10.5, 120 * MIB),
            new UsageSample(T0 + 2000, 12.0, 150 * MIB),
            new UsageSample(T0 + 3000, 12.2, 140 * MIB),
            new UsageSample(T0 + 9000, 12.3, 400 * MIB)));

    @Test
    void averageCpuIsCpuSecondsOverWallSecondsTimesCores() {
        ServerCost cost = ServerCosts.during(USAGE, new TimeWindow(T0, T0 + 3000), 4400).orElseThrow();
        assertThat(cost.averageCpuPercent()).isCloseTo(2.2 / (3 * 2) * 100, within(1e-9));
        assertThat(cost.averageCores()).isCloseTo(2.2 / 3, within(1e-9));
        assertThat(cost.samples()).isEqualTo(4);
        assertThat(cost.cores()).isEqualTo(2);
    }

    @Test
    void peakCpuIsTheBusiestIntervalBetweenSamples() {
        ServerCost cost = ServerCosts.during(USAGE, new TimeWindow(T0, T0 + 3000), 4400).orElseThrow();
        assertThat(cost.peakCpuPercent()).isCloseTo(1.5 / (1 * 2) * 100, within(1e-9));
    }

    @Test
    void cpuSecondsPerThousandRequestsUseTheCpuOfTheWholeWindow() {
        ServerCost exact = ServerCosts.during(USAGE, new TimeWindow(T0, T0 + 3000), 4400).orElseThrow();
        assertThat(exact.cpuSeconds()).isCloseTo(2.2, within(1e-9));
        assertThat(exact.cpuSecondsPer1000()).isCloseTo(0.5, within(1e-9));

        // The window is 500 ms longer than the sampled span: the average rate covers it.
        ServerCost wider = ServerCosts.during(USAGE, new TimeWindow(T0, T0 + 3500), 4400).orElseThrow();
        assertThat(wider.cpuSeconds()).isCloseTo(2.2 / 3 * 3.5, within(1e-9));
    }

    @Test
    void startUpBeforeTheWindowIsNotTheRunsCost() {
        ServerCost cost = ServerCosts.during(USAGE, new TimeWindow(T0, T0 + 3000), 4400).orElseThrow();
        assertThat(cost.peakCpuPercent()).isLessThan(100);
        assertThat(cost.peakRssBytes()).isEqualTo(150 * MIB);
    }

    @Test
    void withoutTwoSamplesInTheWindowTheServerIsNotMeasured() {
        assertThat(ServerCosts.during(USAGE, new TimeWindow(T0 + 3500, T0 + 8000), 100)).isEmpty();
        assertThat(ServerCosts.during(USAGE, new TimeWindow(T0 + 500, T0 + 1500), 100)).isEmpty();
    }

    @Test
    void withoutRequestsOrRssThoseFiguresAreAbsent() {
        ProcessUsage noRss = new ProcessUsage(1, 4, List.of(new UsageSample(T0, 1, -1), new UsageSample(T0 + 2000, 3, -1)));
        ServerCost cost = ServerCosts.during(noRss, new TimeWindow(T0, T0 + 2000), 0).orElseThrow();
        assertThat(cost.cpuSecondsPer1000()).isNull();
        assertThat(cost.peakRssBytes()).isNull();
        assertThat(cost.averageCpuPercent()).isCloseTo(2.0 / (2 * 4) * 100, within(1e-9));
    }
    /**
     * A 500 ms window [T0 + 200, T0 + 700] whose edges were sampled 50 ms late (T0 + 250, T0 + 750):
     * 4.0 CPU-s at T0, 4.5, 5.5, then 5.6 at T0 + 1000. Only one sample falls inside the window.
     */
    private static final ProcessUsage EDGE_SAMPLED = new ProcessUsage(42, 2, List.of(
            new UsageSample(T0, 4.0, 100 * MIB),
            new UsageSample(T0 + 250, 4.5, 110 * MIB),
            new UsageSample(T0 + 750, 5.5, 130 * MIB),
            new UsageSample(T0 + 1000, 5.6, 90 * MIB)));

    @Test
    void aRecordedWindowsCpuIsInterpolatedAtItsEdgesThoughOnlyOneSampleFallsInside() {
        TimeWindow window = new TimeWindow(T0 + 200, T0 + 700);
        assertThat(ServerCosts.during(EDGE_SAMPLED, window, 500)).isEmpty();

        ServerCost cost = ServerCosts.during(EDGE_SAMPLED, window, 500, WindowCut.INTERPOLATED_AT_EDGES).orElseThrow();
        // 5.4 - 4.4 = 1.0 CPU-s over 0.5 s: 2 cores' worth, all of 2 cores; per 1000 of 500 requests, 2.0.
        assertThat(cost.cpuSeconds()).isCloseTo(1.0, within(1e-9));
        assertThat(cost.averageCpuPercent()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.cpuSecondsPer1000()).isCloseTo(2.0, within(1e-9));
        // The samples from the first at or after the start to the first at or after the end.
        assertThat(cost.samples()).isEqualTo(2);
        assertThat(cost.peakRssBytes()).isEqualTo(130 * MIB);
    }

    @Test
    void aRecordedWindowNoSampleFollowsIsNotMeasured() {
        assertThat(ServerCosts.during(EDGE_SAMPLED, new TimeWindow(T0 + 200, T0 + 1200), 500,
                WindowCut.INTERPOLATED_AT_EDGES)).isEmpty();
    }

    @Test
    void peakCpuIgnoresStretchesShorterThanHalfASecond() {
        // An edge sample 5 ms after a regular one, one 10 ms tick apart: 2 cores' worth over 5 ms.
        ProcessUsage usage = new ProcessUsage(42, 2, List.of(
                new UsageSample(T0, 10.0, 1),
                new UsageSample(T0 + 1000, 10.5, 1),
                new UsageSample(T0 + 1005, 10.51, 1),
                new UsageSample(T0 + 2000, 11.01, 1)));

        ServerCost cost = ServerCosts.during(usage, new TimeWindow(T0, T0 + 2000), 100).orElseThrow();

        // Stretches T0..T0+1000 (0.5 CPU-s/s) and T0+1000..T0+2000 (0.51): the busiest, of 2 cores.
        assertThat(cost.peakCpuPercent()).isCloseTo(0.51 / 2 * 100, within(1e-9));
    }
}
