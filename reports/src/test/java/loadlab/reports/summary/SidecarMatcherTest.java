package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.SidecarFiles;
import loadlab.record.SidecarKey;
import loadlab.record.gatling.GatlingRun;
import org.junit.jupiter.api.Test;

class SidecarMatcherTest {
    private final SidecarMatcher matcher = new SidecarMatcher();

    @Test
    void sidecarStampedBeforeTheServerStartedBelongsToTheRun() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        SidecarFiles sidecar = files("HelloSimulation", T0 - 25_000);
        assertThat(matcher.match(List.of(run), List.of(sidecar))).containsExactly(Map.entry("hello-1", sidecar));
    }

    @Test
    void ofTwoCandidatesTheLatestBeforeTheRunWins() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        SidecarFiles earlier = files("HelloSimulation", T0 - 100_000);
        SidecarFiles later = files("HelloSimulation", T0 - 4_000);
        assertThat(matcher.match(List.of(run), List.of(earlier, later))).containsEntry("hello-1", later);
    }

    @Test
    void eachSidecarServesOneRunAndOtherSimulationsAreIgnored() {
        GatlingRun first = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        GatlingRun second = RunFixtures.run("hello-2", "HelloSimulation", T0 + 30_000, List.of());
        SidecarFiles forFirst = files("HelloSimulation", T0 - 2_000);
        SidecarFiles forSecond = files("HelloSimulation", T0 + 28_000);
        SidecarFiles insert = files("InsertSimulation", T0 + 29_000);
        assertThat(matcher.match(List.of(first, second), List.of(forFirst, forSecond, insert)))
                .containsOnly(Map.entry("hello-1", forFirst), Map.entry("hello-2", forSecond));
    }

    @Test
    void sidecarFarFromTheRunStartIsNotMatched() {
        GatlingRun run = RunFixtures.run("hello-1", "HelloSimulation", T0, List.of());
        assertThat(matcher.match(List.of(run), List.of(files("HelloSimulation", T0 - 181_000),
                files("HelloSimulation", T0 + 6_000)))).isEmpty();
    }

    private static SidecarFiles files(String simulation, long start) {
        return new SidecarFiles(new SidecarKey(simulation, start), null, null);
    }
}
