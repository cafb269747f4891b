package loadlab.record.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.comparison.ComparisonSide.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonRecordsTest {
    private static final ComparisonSide A = new ComparisonSide(Label.A, "HEAD~1", "the reference server built at 1234abc",
            "1234abc");
    private static final ComparisonSide B = new ComparisonSide(Label.B, "reference", "the reference server of the working tree",
            "5678def+dirty");

    @TempDir
    Path results;

    private static ComparisonRecord started(long start) {
        return ComparisonRecord.started(start, "smoke", List.of("HelloSimulation", "InsertSimulation"), 2, A, B);
    }

    private ComparisonRecords records() {
        return ComparisonRecords.under(results);
    }

    @Test
    void newestComparisonIsReadBackWithEveryRunAndAttempt() {
        records().write(started(1_000).ended(2_000));
        ComparisonRecord later = started(5_000)
                .with(new RoundRun(1, Label.A, "HelloSimulation", 1, RoundRun.Status.FAILED, "Gatling exited with code 1",
                        5_001, 5_100))
                .with(new RoundRun(1, Label.A, "HelloSimulation", 2, RoundRun.Status.PASSED, null, 5_101, 5_200));
        records().write(later);

        assertThat(records().newest()).contains(later);
        assertThat(later.lastRun(1, Label.A, "HelloSimulation")).hasValueSatisfying(run ->
                assertThat(run.attempt()).isEqualTo(2));
        assertThat(later.lastRun(1, Label.B, "HelloSimulation")).isEmpty();
        assertThat(Files.isRegularFile(results.resolve("comparisons/5000/comparison.json"))).isTrue();
    }

    @Test
    void aSecondLookRunsItsSimulationsForTwiceThePairsAndIsReadBackSo() {
        ComparisonRecord looking = started(5_000).ended(6_000)
                .lookingAgain(new ComparisonRecord.SecondLook(List.of("hello.cpu_s_per_1000"), List.of("HelloSimulation")));
        records().write(looking);

        assertThat(looking.isRunning()).isTrue();
        assertThat(looking.allRounds()).isEqualTo(8);
        assertThat(looking.pairsOf("HelloSimulation")).isEqualTo(4);
        assertThat(looking.pairsOf("InsertSimulation")).isEqualTo(2);
        assertThat(records().newest()).contains(looking);
        assertThatThrownBy(() -> new ComparisonRecord.SecondLook(List.of("x"), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theJudgeSettingsItWasRegisteredWithStayWithItThroughEveryRunAndLook() {
        ComparisonRecord registered = started(5_000).judgedBy(Map.of("allowInconclusive", "true", "cpu.maxRisePercent", "5"))
                .with(new RoundRun(1, Label.A, "HelloSimulation", 1, RoundRun.Status.PASSED, null, 5_001, 5_100))
                .lookingAgain(new ComparisonRecord.SecondLook(List.of("hello.cpu_s_per_1000"), List.of("HelloSimulation")))
                .ended(6_000);
        records().write(registered);

        assertThat(records().newest()).hasValueSatisfying(read -> assertThat(read.judgedBy())
                .isEqualTo(Map.of("allowInconclusive", "true", "cpu.maxRisePercent", "5")));
        assertThat(started(1).judgedBy()).as("the defaults").isEmpty();
    }

    @Test
    void aRecordOfAnEarlierFormatIsPassedOverNotMisread() throws Exception {
        Path older = records().write(started(9_000).ended(9_500));
        Files.writeString(older, Files.readString(older).replace("\"format\" : 3", "\"format\" : 2"));
        ComparisonRecord current = started(7_000).ended(8_000);
        records().write(current);

        assertThat(records().newest()).contains(current);
    }

    @Test
    void eachRoundSideAndAttemptHasAResultsFolderOfItsOwnInsideTheComparisons() {
        assertThat(records().runFolder(started(5_000), 2, Label.B, 1)).isEqualTo(results.resolve("comparisons/5000/round-2-B"));
        assertThat(records().runFolder(started(5_000), 3, Label.A, 2))
                .isEqualTo(results.resolve("comparisons/5000/round-3-A-attempt-2"));
    }

    @Test
    void oddRoundsRunAFirstEvenRoundsBFirstAndTwoRoundsMakeAPair() {
        assertThat(List.of(ComparisonRecord.order(1), ComparisonRecord.order(2), ComparisonRecord.order(3)))
                .containsExactly(List.of(Label.A, Label.B), List.of(Label.B, Label.A), List.of(Label.A, Label.B));
        assertThat(List.of(ComparisonRecord.pairOf(1), ComparisonRecord.pairOf(2), ComparisonRecord.pairOf(3)))
                .containsExactly(1, 1, 2);
    }

    @Test
    void noFolderMeansNoComparison() {
        assertThat(records().newest()).isEmpty();
    }

    @Test
    void aFailedRunIsNotMeasuredARunWhoseAssertionsFailedIs() {
        assertThat(new RoundRun(1, Label.B, "HelloSimulation", 1, RoundRun.Status.FAILED, "exit 1", 0, 1).measured())
                .isFalse();
        assertThat(new RoundRun(1, Label.B, "HelloSimulation", 1, RoundRun.Status.ASSERTIONS_FAILED, "p99", 0, 1)
                .measured()).isTrue();
        assertThatThrownBy(() -> new RoundRun(1, Label.B, "HelloSimulation", 0, RoundRun.Status.PASSED, null, 0, 1))
                .hasMessageContaining("attempts count from 1");
    }

    @Test
    void refusesAComparisonWithoutPairsOrWithSidesSwapped() {
        assertThatThrownBy(() -> ComparisonRecord.started(1, "smoke", List.of(), 0, A, B)).hasMessageContaining("pair");
        assertThatThrownBy(() -> ComparisonRecord.started(1, "smoke", List.of(), 1, B, A)).hasMessageContaining("side A");
    }
}
