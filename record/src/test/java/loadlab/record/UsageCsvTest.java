package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UsageCsvTest {

    @Test
    void writtenSamplesReadBackInTimeOrder(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("records").resolve("HelloSimulation-1-usage.csv");
        try (UsageCsvWriter writer = UsageCsvWriter.create(csv, 4242, 2)) {
            writer.append(new UsageSample(2000, 1.5, 2048));
            writer.append(new UsageSample(1000, 0.25, -1));
        }
        assertThat(Files.readAllLines(csv)).containsExactly(
                "# pid=4242 cores=2", UsageCsv.HEADER, "2000,1.500,2048,,,,,", "1000,0.250,,,,,,");
        ProcessUsage usage = UsageCsv.read(csv);
        assertThat(usage.pid()).isEqualTo(4242);
        assertThat(usage.cores()).isEqualTo(2);
        assertThat(usage.samples()).containsExactly(new UsageSample(1000, 0.25, -1), new UsageSample(2000, 1.5, 2048));
    }

    @Test
    void injectorSampleKeepsEveryColumnThroughTheFile(@TempDir Path dir) {
        Path csv = dir.resolve("HelloSimulation-1-injector.csv");
        UsageSample sample = new UsageSample(1000, 12.5, 300L << 20, 3.25, 4567.125, 0.75, 120L << 20, 5.125);
        try (UsageCsvWriter writer = UsageCsvWriter.create(csv, 7, 2)) {
            writer.append(sample);
        }
        assertThat(UsageCsv.read(csv).samples()).containsExactly(sample);
    }

    @Test
    void fileFromBeforeTheNewColumnsStillReadsWithThemUnknown() {
        ProcessUsage usage = UsageCsv.parse(List.of("# pid=1 cores=2", "epoch_ms,cpu_seconds,rss_bytes", "5,1.000,64"),
                "old.csv");
        UsageSample sample = usage.samples().get(0);
        assertThat(sample.rssBytes()).isEqualTo(64);
        assertThat(UsageSample.known(sample.machineBusySeconds())).isFalse();
        assertThat(UsageSample.known(sample.busiestThreadCpuSeconds())).isFalse();
        assertThat(sample.hasHeap()).isFalse();
    }

    @Test
    void fileFromBeforeTheSystemColumnReadsItAsUnknown() {
        ProcessUsage usage = UsageCsv.parse(List.of("# pid=1 cores=2",
                "epoch_ms,cpu_seconds,rss_bytes,busiest_thread_cpu_seconds,machine_busy_seconds,gc_seconds,heap_used_bytes",
                "5,1.000,64,0.500,9.000,0.100,32"), "before.csv");
        assertThat(usage.samples()).containsExactly(new UsageSample(5, 1.0, 64, 0.5, 9.0, 0.1, 32));
        assertThat(UsageSample.known(usage.samples().get(0).systemCpuSeconds())).isFalse();
    }

    @Test
    void fileWithoutThePidLineIsRejected() {
        assertThatThrownBy(() -> UsageCsv.parse(List.of("epoch_ms,cpu_seconds,rss_bytes", "1,1,1"), "x.csv"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("# pid=<pid> cores=<n>");
    }

    @Test
    void malformedSampleNamesItsLine() {
        assertThatThrownBy(() -> UsageCsv.parse(
                List.of("# pid=1 cores=2", "epoch_ms,cpu_seconds,rss_bytes", "1,abc,3"), "x.csv"))
                .hasMessageContaining("x.csv:3");
    }

}
