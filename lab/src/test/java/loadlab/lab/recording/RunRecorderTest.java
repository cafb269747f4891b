package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import loadlab.record.InsertStep;
import loadlab.record.Reconciliation;
import loadlab.record.RecordFiles;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsv;
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
        assertThat(record.runId()).as("no Gatling run under the results folder").isNull();
    }

    @Test
    void finishNamesTheGatlingRunWrittenSinceTheStamp(@TempDir Path reports) throws Exception {
        Files.createDirectories(reports.resolve("insertsimulation-20270115080000000")).resolve("simulation.log");
        Files.setLastModifiedTime(Files.writeString(reports.resolve("insertsimulation-20270115080000000/simulation.log"),
                "an older run"), FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        RunRecorder recorder = RunRecorder.start(reports, InsertSimulation.class, "smoke", Map.of());
        // Gatling starts the run after before() has stamped it, and writes its log as it goes.
        Path run = Files.createDirectories(reports.resolve("insertsimulation-20270115083000000"));
        Files.setLastModifiedTime(Files.writeString(run.resolve("simulation.log"), "this run"),
                FileTime.fromMillis(recorder.key().startEpochMillis() + 1));

        recorder.finish();

        assertThat(RunRecords.under(reports).byRunId()).containsOnlyKeys("insertsimulation-20270115083000000");
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
