package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import loadlab.record.ProcessUsage;
import loadlab.record.RecordFiles;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsv;
import loadlab.record.UsageSample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The injector's sampler on this very JVM: what a simulation records about the Gatling JVM. */
class InjectorSamplingTest {
    private static final boolean LINUX = Files.isReadable(Path.of("/proc/stat"));

    @Test
    void thisJvmsCpuGcAndMachineTimeNeverGoBackwards(@TempDir Path dir) {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        try (UsageSampler sampler = UsageSampler.startThisJvm(csv, Duration.ofMillis(50))) {
            // Allocate and drop until five samples are written, so the collectors have work between them.
            List<Object> garbage = new ArrayList<>();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (UsageCsv.read(csv).samples().size() < 5 && System.nanoTime() < deadline) {
                garbage.add(new byte[1 << 16]);
                if (garbage.size() > 64) {
                    garbage.clear();
                    System.gc();
                }
            }
            assertThat(sampler).isNotNull();
        }
        ProcessUsage usage = UsageCsv.read(csv);
        List<UsageSample> samples = usage.samples();
        assertThat(samples).hasSizeGreaterThanOrEqualTo(5);

        assertThat(usage.pid()).isEqualTo(ProcessHandle.current().pid());
        assertThat(samples).allSatisfy(sample -> {
            assertThat(sample.cpuSeconds()).isPositive();
            assertThat(sample.gcSeconds()).isGreaterThanOrEqualTo(0);
            assertThat(sample.heapUsedBytes()).isPositive();
        });
        assertNeverDecreases(samples, UsageSample::cpuSeconds);
        assertNeverDecreases(samples, UsageSample::gcSeconds);
        if (LINUX) {
            assertThat(samples).allSatisfy(sample -> {
                assertThat(sample.machineBusySeconds()).isPositive();
                assertThat(sample.busiestThreadCpuSeconds()).isGreaterThanOrEqualTo(0);
                assertThat(sample.rssBytes()).isPositive();
            });
            assertNeverDecreases(samples, UsageSample::machineBusySeconds);
            assertNeverDecreases(samples, UsageSample::busiestThreadCpuSeconds);
            assertThat(usage.cores()).isEqualTo(MachineCpu.cores());
        }
    }

    @Test
    void recorderNamesTheInjectorFileInTheRecord(@TempDir Path reports) {
        RunRecorder recorder = RunRecorder.start(reports, InjectorSamplingTest.class, "smoke", Map.of())
                .sampleInjector(Duration.ofMillis(50));
        recorder.finish();

        RecordFiles files = RunRecords.under(reports).list().get(0);
        assertThat(files.readRecord().injectorCsv()).isEqualTo(recorder.key().baseName() + "-injector.csv");
        assertThat(files.injectorCsv()).isEqualTo(RunRecords.under(reports).injectorFile(recorder.key()));
        assertThat(files.usageCsv()).isNull();
        assertThat(files.readInjector().samples()).isNotEmpty();
    }

    private static void assertNeverDecreases(List<UsageSample> samples, ToDoubleFunction<UsageSample> figure) {
        for (int i = 1; i < samples.size(); i++) {
            assertThat(figure.applyAsDouble(samples.get(i)))
                    .as("sample %d of %d", i, samples.size())
                    .isGreaterThanOrEqualTo(figure.applyAsDouble(samples.get(i - 1)));
        }
    }
}
