package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecordsTest {

    @Test
    void recordIsWrittenUnderItsConventionalNameAndReadsBackEqual(@TempDir Path reports) {
        RunRecord record = RunRecord.of("InsertSimulation", 1_764_000_000_000L, "smoke", Map.of("steps", "10,100"))
                .with(draft -> draft.target = "http://127.0.0.1:8080 (reference server)")
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, 1_764_000_001_000L, 1_764_000_006_000L)))
                .with(draft -> draft.reconciliation = new Reconciliation(500, 7, 507))
                .with(draft -> draft.usageCsv = "InsertSimulation-1764000000000-usage.csv");
        RunRecords records = RunRecords.under(reports);

        Path file = records.write(record);

        assertThat(file).isEqualTo(reports.resolve("records/InsertSimulation-1764000000000.json"));
        RecordFiles found = records.list().get(0);
        assertThat(found.key()).isEqualTo(new RecordKey("InsertSimulation", 1_764_000_000_000L));
        assertThat(found.readRecord()).isEqualTo(record);
        assertThat(found.usageCsv()).isNull();
    }

    @Test
    void recordCarriesItsHostCommitAndClockOffsetAndReadsBackEqual(@TempDir Path reports) throws IOException {
        RunRecord record = RunRecord.of("InsertSimulation", 9, "smoke", Map.of())
                .with(draft -> {
                    draft.gitCommit = "0123456789abcdef0123456789abcdef01234567";
                    draft.gitDirty = false;
                    draft.clockOffset = new ClockOffset(-42, 6, 5);
                });

        Path file = RunRecords.under(reports).write(record);

        assertThat(record.host()).isEqualTo(Machine.hostName());
        assertThat(Files.readString(file)).contains("\"gitDirty\" : false")
                .contains("\"clockOffset\" : {").contains("\"offsetMillis\" : -42").contains("\"uncertaintyMillis\" : 6");
        assertThat(RunRecords.under(reports).list().get(0).readRecord()).isEqualTo(record);
    }

    @Test
    void jsonCarriesTheReconciliationVerdict(@TempDir Path reports) throws IOException {
        Path file = RunRecords.under(reports).write(RunRecord.of("InsertSimulation", 5, null, Map.of())
                .with(draft -> draft.reconciliation = new Reconciliation(10, 0, 9)));
        String json = Files.readString(file);
        assertThat(json).contains("\"storedDelta\" : 9").contains("\"ok\" : false").contains("\"acknowledged\" : 10");
    }

    @Test
    void usageCsvAndJsonOfOneRunShareAKey(@TempDir Path reports) throws IOException {
        RunRecords records = RunRecords.under(reports);
        RecordKey key = new RecordKey("HelloSimulation", 77);
        records.write(RunRecord.of("HelloSimulation", 77, "quick", Map.of()));
        UsageCsvWriter.create(records.usageFile(key), 1, 2).close();
        Files.writeString(records.folder().resolve("notes.txt"), "ignored");

        assertThat(records.list()).containsExactly(
                new RecordFiles(key, records.jsonFile(key), records.usageFile(key)));
    }

    @Test
    void booksByIdentityReadBackEqual(@TempDir Path reports) {
        ItemBooks items = new ItemBooks(3, 2, 1, 0, 1L, 3, List.of("c"), List.of(), List.of("x"));
        RunRecord record = RunRecord.of("InsertSimulation", 5, null, Map.of())
                .with(draft -> draft.reconciliation = new Reconciliation(3, 0, 3).withItems(items));
        RunRecords records = RunRecords.under(reports);
        records.write(record);

        assertThat(records.list().get(0).readRecord()).isEqualTo(record);
    }

    @Test
    void theBooksByIdentityFilesOfARunShareItsKey(@TempDir Path reports) throws IOException {
        RunRecords records = RunRecords.under(reports);
        RecordKey key = new RecordKey("InsertSimulation", 88);
        records.write(RunRecord.of("InsertSimulation", 88, "smoke", Map.of()));
        ItemFiles files = records.itemFiles(key);
        Files.writeString(files.acked(), "");
        Files.writeString(files.export(), "");

        assertThat(files.acked()).hasFileName("InsertSimulation-88-acked.ndjson.gz");
        assertThat(files.export()).hasFileName("InsertSimulation-88-export.ndjson.gz");
        assertThat(records.list()).containsExactly(new RecordFiles(key, records.jsonFile(key), null, null, files));
    }

    @Test
    void reconciliationBalancesOnlyWhenStoredEqualsAcknowledged() {
        assertThat(new Reconciliation(100, 50, 150).ok()).isTrue();
        assertThat(new Reconciliation(100, 50, 149).ok()).isFalse();
        assertThat(new Reconciliation(100, 50, 151).ok()).isFalse();
    }

    @Test
    void simulationMustBeASimpleClassName() {
        assertThatThrownBy(() -> RunRecord.of("loadlab.gatling.HelloSimulation", 1, null, Map.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void repeatWindowsAndStepRepeatsReadBackEqual(@TempDir Path reports) {
        RunRecord record = RunRecord.of("HelloSimulation", 9, "smoke", Map.of("repeats", "2"))
                .with(draft -> draft.repeatWindows = List.of(new RepeatWindow("closed-close", 1, 10, 20),
                        new RepeatWindow("closed-close", 2, 21, 30)))
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, 10, 20, 0L, 0L, 2)));
        RunRecords records = RunRecords.under(reports);
        records.write(record);

        assertThat(records.list().get(0).readRecord()).isEqualTo(record);
    }

    @Test
    void aStepRecordedBeforeRepeatsIsTheFirstRepeat(@TempDir Path reports) throws IOException {
        RunRecords records = RunRecords.under(reports);
        Path file = records.write(RunRecord.of("InsertSimulation", 11, null, Map.of())
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, 10, 20))));
        Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"repeat\" : 1", ""));

        assertThat(Files.readString(file)).doesNotContain("\"repeat\"");
        assertThat(records.list().get(0).readRecord().insertSteps()).extracting(InsertStep::repeat).containsExactly(1);
    }

    @Test
    void aRepeatWindowCountsFromOne() {
        assertThatThrownBy(() -> new RepeatWindow("closed-close", 0, 1, 2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RepeatWindow("closed-close", 1, 2, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void eachRunFindsTheRecordThatNamesItsRunIdAndAnUnreadableOneIsLeftOut(@TempDir Path reports) throws IOException {
        RunRecords records = RunRecords.under(reports);
        RunRecord hello = RunRecord.of("HelloSimulation", 100, "smoke", Map.of())
                .with(draft -> draft.runId = "hellosimulation-20270115083000000");
        records.write(hello);
        records.write(RunRecord.of("HelloSimulation", 200, "smoke", Map.of()));
        RunRecord copied = RunRecord.of("InsertSimulation", 300, "smoke", Map.of())
                .with(draft -> draft.runId = "insertsimulation-20270115083100000");
        RunRecord copiedLater = RunRecord.of("InsertSimulation", 400, "smoke", Map.of())
                .with(draft -> draft.runId = "insertsimulation-20270115083100000");
        records.write(copied);
        records.write(copiedLater);
        Files.writeString(records.folder().resolve("TransportsSimulation-500.json"), "{ not json");

        Map<String, RecordFiles> byRun = records.byRunId();

        assertThat(byRun).containsOnlyKeys("hellosimulation-20270115083000000", "insertsimulation-20270115083100000");
        assertThat(byRun.get("hellosimulation-20270115083000000").readRecord()).isEqualTo(hello);
        assertThat(byRun.get("insertsimulation-20270115083100000").key().startEpochMillis()).isEqualTo(400);
    }
}
