package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageCsv;
import loadlab.record.UsageCsvWriter;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InjectorCostsTest {
    private static final long T0 = 1_800_000_000_000L;
    private static final long MIB = 1L << 20;

    /** An injector CSV as the sampler writes it: 0.5 CPU-s per second for 4 s, then 1.5 for 4 s; GC 0.1 s per second. */
    private static ProcessUsage injectorCsv(Path dir) {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        try (UsageCsvWriter writer = UsageCsvWriter.create(csv, 77, 2)) {
            double cpu = 3;
            for (int second = 0; second <= 8; second++) {
                writer.append(new UsageSample(T0 + second * 1000L, cpu, (200 + second) * MIB, 0.4 * second,
                        1000 + 1.8 * second, 0.1 * second, (50 + 10 * (second % 3)) * MIB));
                cpu += second < 4 ? 0.5 : 1.5;
            }
        }
        return UsageCsv.read(csv);
    }

    @Test
    void injectorCpuPerThousandRequestsIsTakenPerWindowFromItsCsv(@TempDir Path dir) {
        ProcessUsage usage = injectorCsv(dir);

        InjectorCost first = InjectorCosts.during(usage, new TimeWindow(T0, T0 + 4000), 4000).orElseThrow();
        InjectorCost second = InjectorCosts.during(usage, new TimeWindow(T0 + 4000, T0 + 8000), 24_000).orElseThrow();

        assertThat(first.cpuSeconds()).isCloseTo(2.0, within(1e-9));
        assertThat(first.cpuSecondsPer1000()).isCloseTo(0.5, within(1e-9));
        assertThat(first.averageCpuPercent()).isCloseTo(25.0, within(1e-9));
        assertThat(second.cpuSeconds()).isCloseTo(6.0, within(1e-9));
        assertThat(second.cpuSecondsPer1000()).isCloseTo(0.25, within(1e-9));
        assertThat(second.averageCpuPercent()).isCloseTo(75.0, within(1e-9));
        assertThat(second.gcSeconds()).isCloseTo(0.4, within(1e-9));
        assertThat(second.peakHeapBytes()).isEqualTo(70 * MIB);
        assertThat(second.peakRssBytes()).isEqualTo(208 * MIB);
    }

    @Test
    void theKernelsPartIsCutFromTheSameWindowWhenTheFileHasIt(@TempDir Path dir) {
        Path csv = dir.resolve("HelloSimulation-2-injector.csv");
        try (UsageCsvWriter writer = UsageCsvWriter.create(csv, 77, 2)) {
            for (int second = 0; second <= 4; second++) {
                // 1 CPU-s per second, 0.25 of it in the kernel.
                writer.append(new UsageSample(T0 + second * 1000L, 3.0 + second, 200 * MIB, 0.4 * second, 1000 + 1.8 * second,
                        0.0, 50 * MIB, 1.0 + 0.25 * second));
            }
        }

        InjectorCost cost = InjectorCosts.during(UsageCsv.read(csv), new TimeWindow(T0, T0 + 4000), 8000).orElseThrow();

        assertThat(cost.cpuSecondsPer1000()).isCloseTo(0.5, within(1e-9));
        assertThat(cost.systemCpuSeconds()).isCloseTo(1.0, within(1e-9));
        assertThat(cost.systemCpuSecondsPer1000()).isCloseTo(0.125, within(1e-9));
    }

    @Test
    void aFileWithoutTheSystemColumnHasNoKernelPart(@TempDir Path dir) {
        InjectorCost cost = InjectorCosts.during(injectorCsv(dir), new TimeWindow(T0, T0 + 4000), 4000).orElseThrow();

        assertThat(cost.systemCpuSeconds()).isNull();
        assertThat(cost.systemCpuSecondsPer1000()).isNull();
    }

    @Test
    void theShareOfTheMachineAndTheBusiestThreadComeFromTheSameWindow(@TempDir Path dir) {
        CpuShares shares = CpuShares.during(null, injectorCsv(dir), new TimeWindow(T0 + 4000, T0 + 8000));
        assertThat(shares.injectorPercent()).isCloseTo(75.0, within(1e-9));
        assertThat(shares.machinePercent()).isCloseTo(90.0, within(1e-9));
        assertThat(shares.injectorThreadPercent()).isCloseTo(40.0, within(1e-9));
        assertThat(shares.serverPercent()).isNull();
        assertThat(shares.othersPercent()).isNull();
    }

    @Test
    void withoutRequestsOrTwoSamplesThoseFiguresAreAbsent(@TempDir Path dir) {
        ProcessUsage usage = injectorCsv(dir);
        assertThat(InjectorCosts.during(usage, new TimeWindow(T0, T0 + 2000), 0).orElseThrow().cpuSecondsPer1000())
                .isNull();
        assertThat(InjectorCosts.during(usage, new TimeWindow(T0 + 200, T0 + 900), 100)).isEmpty();
        ProcessUsage noGc = new ProcessUsage(1, 2, List.of(new UsageSample(T0, 1, -1), new UsageSample(T0 + 1000, 2, -1)));
        InjectorCost cost = InjectorCosts.during(noGc, new TimeWindow(T0, T0 + 1000), 10).orElseThrow();
        assertThat(cost.gcSeconds()).isNull();
        assertThat(cost.peakHeapBytes()).isNull();
    }
}
