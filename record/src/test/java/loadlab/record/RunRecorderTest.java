package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecorderTest {

    /** Stands in for a simulation class: the record is named after the simple name. */
    private static final class InsertSimulation {
    }

    @Test
    void recorderWritesTheRecordAndUsageUnderTheConventionalNames(@TempDir Path reports) {
        long before = System.currentTimeMillis();
        RunRecorder recorder = RunRecorder.start(reports, InsertSimulation.class, "smoke", Map.of("steps", "10"));
        recorder.sampleServer(ProcessHandle.current(), Duration.ofMillis(50))
                .target("http://127.0.0.1:1234 (reference server)")
                .insertSteps(List.of(new InsertStep(10, before, before + 10)))
                .reconciliation(new Reconciliation(3, 0, 3));

        Path written = recorder.finish();

        RecordKey key = recorder.key();
        assertThat(key.simulation()).isEqualTo("InsertSimulation");
        assertThat(key.startEpochMillis()).isBetween(before, System.currentTimeMillis());
        assertThat(written).isEqualTo(reports.resolve("records").resolve(key.baseName() + ".json"));
        RecordFiles files = RunRecords.under(reports).list().get(0);
        RunRecord record = files.readRecord();
        assertThat(record.profile()).isEqualTo("smoke");
        assertThat(record.settings()).containsEntry("steps", "10");
        assertThat(record.usageCsv()).isEqualTo(key.baseName() + "-usage.csv");
        assertThat(record.reconciliation().ok()).isTrue();
        assertThat(files.readUsage().samples()).isNotEmpty();
    }
    @Test
    void sampleNowSamplesTheServerAndTheInjectorAtOnce(@TempDir Path reports) throws Exception {
        RunRecorder recorder = RunRecorder.start(reports, InsertSimulation.class, "smoke", Map.of())
                .sampleInjector(Duration.ofHours(1))
                .sampleServer(ProcessHandle.current(), Duration.ofHours(1));

        recorder.sampleNow().get(10, TimeUnit.SECONDS);

        RunRecords records = RunRecords.under(reports);
        assertThat(UsageCsv.read(records.injectorFile(recorder.key())).samples()).hasSize(2);
        assertThat(UsageCsv.read(records.usageFile(recorder.key())).samples()).hasSize(2);
        recorder.finish();
        assertThat(recorder.sampleNow()).isDone();
    }
}
