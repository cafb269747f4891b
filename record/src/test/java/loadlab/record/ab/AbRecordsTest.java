package loadlab.record.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadlab.record.ab.AbSide.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AbRecordsTest {
    private static final AbSide A = new AbSide(Label.A, "HEAD~1", "the reference server built at 1234abc", "1234abc");
    private static final AbSide B = new AbSide(Label.B, "reference", "the reference server of the working tree",
            "5678def+dirty");

    @TempDir
    Path results;

    private static AbRecord started(long start) {
        return AbRecord.started(start, "smoke", List.of("HelloSimulation"), 2, A, B);
    }

    @Test
    void newestComparisonIsReadBackWithEveryRun() {
        AbRecords records = AbRecords.under(results);
        records.write(started(1_000).ended(2_000));
        AbRecord later = started(5_000)
                .with(new RoundRun(1, Label.A, "HelloSimulation", RoundRun.Status.PASSED, null, 5_001, 5_100))
                .with(new RoundRun(1, Label.B, "HelloSimulation", RoundRun.Status.FAILED, "Gatling exited with code 1",
                        5_101, 5_200));
        records.write(later);

        assertThat(records.newest()).contains(later);
        assertThat(Files.isRegularFile(results.resolve("ab/5000/ab.json"))).isTrue();
    }

    @Test
    void aComparisonConfirmingSuspectsRunsAgainForAsManyRoundsAndIsReadBackSo() {
        AbRecords records = AbRecords.under(results);
        AbRecord confirming = started(5_000).ended(6_000).confirming(List.of("hello.cpu_s_per_1000"));
        records.write(confirming);

        assertThat(confirming.isRunning()).isTrue();
        assertThat(confirming.allRounds()).isEqualTo(4);
        assertThat(records.newest()).contains(confirming);
        assertThatThrownBy(() -> started(1_000).confirming(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRecordWrittenBeforeConfirmationsExistedReadsAsOneWithNone() throws Exception {
        Path file = records().write(started(7_000).ended(8_000));
        Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"suspects\"\\s*:\\s*\\[\\s*]", "")
                .replaceAll(",\\s*\"confirmationRounds\"\\s*:\\s*0", ""));

        assertThat(Files.readString(file)).doesNotContain("suspects").doesNotContain("confirmationRounds");
        assertThat(records().newest()).hasValueSatisfying(record -> {
            assertThat(record.suspects()).isEmpty();
            assertThat(record.allRounds()).isEqualTo(2);
        });
    }

    private AbRecords records() {
        return AbRecords.under(results);
    }

    @Test
    void eachRoundAndSideHasAResultsFolderOfItsOwnInsideTheComparisons() {
        AbRecords records = AbRecords.under(results);

        assertThat(records.runFolder(started(5_000), 2, Label.B)).isEqualTo(results.resolve("ab/5000/round-2-B"));
    }

    @Test
    void oddRoundsRunAFirstEvenRoundsBFirst() {
        assertThat(List.of(AbRecord.order(1), AbRecord.order(2), AbRecord.order(3)))
                .containsExactly(List.of(Label.A, Label.B), List.of(Label.B, Label.A), List.of(Label.A, Label.B));
    }

    @Test
    void noFolderMeansNoComparison() {
        assertThat(AbRecords.under(results).newest()).isEmpty();
    }

    @Test
    void aFailedRunIsNotMeasuredARunWhoseAssertionsFailedIs() {
        assertThat(new RoundRun(1, Label.B, "HelloSimulation", RoundRun.Status.FAILED, "exit 1", 0, 1).measured())
                .isFalse();
        assertThat(new RoundRun(1, Label.B, "HelloSimulation", RoundRun.Status.ASSERTIONS_FAILED, "p99", 0, 1)
                .measured()).isTrue();
    }

    @Test
    void refusesAComparisonWithoutRoundsOrWithSidesSwapped() {
        assertThatThrownBy(() -> AbRecord.started(1, "smoke", List.of(), 0, A, B)).hasMessageContaining("round");
        assertThatThrownBy(() -> AbRecord.started(1, "smoke", List.of(), 1, B, A)).hasMessageContaining("side A");
    }
}
