package loadlab.record.targets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetSetsTest {
    @TempDir
    Path reports;

    private static TargetSet twoTargets(long start) {
        return TargetSet.started(start, "smoke", List.of("HelloSimulation", "InsertSimulation"),
                List.of(TargetRuns.planned("reference", "the Micronaut reference server"),
                        TargetRuns.planned("nginx", "nginx, one worker")));
    }

    @Test
    void newestSetIsReadBackWithEveryOutcome() {
        TargetSets sets = TargetSets.under(reports);
        sets.write(twoTargets(1_000).ended(2_000));
        TargetSet later = twoTargets(5_000)
                .with("reference", SimulationOutcome.passed("HelloSimulation"))
                .with("nginx", SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only"));
        sets.write(later);

        assertThat(sets.newest()).contains(later);
        assertThat(later.targets().get(1).outcomes())
                .containsExactly(SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only"));
    }

    @Test
    void noFolderMeansNoSet() {
        assertThat(TargetSets.under(reports).newest()).isEmpty();
    }

    @Test
    void aRunningSetSpansEveryLaterRunAnEndedOneOnlyItsOwn() {
        assertThat(twoTargets(1_000).spans(9_999_999)).isTrue();
        assertThat(twoTargets(1_000).spans(999)).isFalse();
        assertThat(twoTargets(1_000).ended(2_000).spans(2_001)).isFalse();
    }

    @Test
    void refusesAnOutcomeForATargetOutsideTheSet() {
        assertThatThrownBy(() -> twoTargets(1).with("tomcat", SimulationOutcome.passed("HelloSimulation")))
                .hasMessageContaining("no target 'tomcat'");
    }

    @Test
    void skippedAndFailedOutcomesSayWhy() {
        assertThatThrownBy(() -> SimulationOutcome.skipped("HelloSimulation", " "))
                .hasMessageContaining("needs a reason");
    }
}
