package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.RecordFiles;
import loadlab.record.RecordKey;
import loadlab.record.gatling.GatlingRun;
import org.junit.jupiter.api.Test;

class RecordMatcherTest {
    private final RecordMatcher matcher = new RecordMatcher();

    @Test
    void recordStampedBeforeTheServerStartedBelongsToTheRun() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        RecordFiles record = files("HelloSimulation", T0 - 25_000);
        assertThat(matcher.match(List.of(run), List.of(record))).containsExactly(Map.entry("hello-1", record));
    }

    @Test
    void ofTwoCandidatesTheLatestBeforeTheRunWins() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        RecordFiles earlier = files("HelloSimulation", T0 - 100_000);
        RecordFiles later = files("HelloSimulation", T0 - 4_000);
        assertThat(matcher.match(List.of(run), List.of(earlier, later))).containsEntry("hello-1", later);
    }

    @Test
    void eachRecordServesOneRunAndOtherSimulationsAreIgnored() {
        GatlingRun first = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        GatlingRun second = RunFixtures.run("hello-2", "HelloSimulation", T0 + 30_000, List.of());
        RecordFiles forFirst = files("HelloSimulation", T0 - 2_000);
        RecordFiles forSecond = files("HelloSimulation", T0 + 28_000);
        RecordFiles insert = files("InsertSimulation", T0 + 29_000);
        assertThat(matcher.match(List.of(first, second), List.of(forFirst, forSecond, insert)))
                .containsOnly(Map.entry("hello-1", forFirst), Map.entry("hello-2", forSecond));
    }

    @Test
    void recordFarFromTheRunStartIsNotMatched() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        assertThat(matcher.match(List.of(run), List.of(files("HelloSimulation", T0 - 181_000),
                files("HelloSimulation", T0 + 6_000)))).isEmpty();
    }

    private static RecordFiles files(String simulation, long start) {
        return new RecordFiles(new RecordKey(simulation, start), null, null);
    }
}
