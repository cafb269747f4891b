package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.ProcessUsage;
import loadlab.reports.sidecar.UsageSample;
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
}
