package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import loadlab.reports.fixture.FixtureRun;
import io.gatling.commons.stats.assertion.Assertion;
import io.gatling.commons.stats.assertion.AssertionPath;
import io.gatling.commons.stats.assertion.Condition;
import io.gatling.commons.stats.assertion.CountMetric;
import io.gatling.commons.stats.assertion.Target;
import loadlab.reports.gatling.GatlingRunReader;
import loadlab.reports.merge.AssertionBytes;
import loadlab.reports.merge.AssertionCodec;
import loadlab.reports.merge.LogDecoder;
import loadlab.reports.merge.LogEncoder;
import loadlab.reports.merge.RunHeader;
import loadlab.reports.merge.SimulationLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The merge command over real runs: arguments, what it prints, exit codes, and refusals. */
class MergeCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void mergesTheRunsOfAFolderAndPrintsEachRunsShareAndTheSum() throws IOException {
        Path runs = Files.createDirectories(dir.resolve("runs"));
        copy(FixtureRun.get().runFolder(), runs);
        copy(FixtureRun.slower().runFolder(), runs);

        // Exit 0: each run's count assertion (its own share) is left out, its response time holds merged.
        assertThat(merge("runs=runs", "out=merged")).isZero();

        assertThat(new GatlingRunReader().read(dir.resolve("merged")).all().count()).isEqualTo(120);
        assertThat(output())
                .contains("Merged 2 run(s) of loadlab.reports.fixture.TransportsSimulation into " + dir.resolve("merged"))
                .contains(FixtureRun.get().runFolder().getFileName() + ": 60 requests")
                .contains(FixtureRun.slower().runFolder().getFileName() + ": 60 requests")
                .contains("merged: 120 requests")
                .contains("1 assertion(s) of the first run left out")
                .contains("assertions: passed");
    }

    @Test
    void aMergedRunFailingAnAssertionEveryRunCarriesExitsOne() throws IOException {
        // Both runs also assert that no request failed; the fixture has KOs, so the merged run fails it.
        Path runs = Files.createDirectories(dir.resolve("runs"));
        AssertionBytes noKo = AssertionCodec.encode(new Assertion(AssertionPath.Global$.MODULE$,
                new Target.Percent(CountMetric.FailedRequests$.MODULE$), new Condition.Is(0.0)));
        for (Path run : List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder())) {
            SimulationLog log = LogDecoder.read(run.resolve("simulation.log"));
            List<AssertionBytes> assertions = new ArrayList<>(log.header().assertions());
            assertions.add(noKo);
            RunHeader h = log.header();
            Path copy = Files.createDirectories(runs.resolve(run.getFileName()));
            LogEncoder.write(copy.resolve("simulation.log"), new SimulationLog(new RunHeader(h.gatlingVersion(),
                    h.simulationClass(), h.runStart(), h.description(), h.scenarios(), assertions), log.records()));
        }

        assertThat(merge("runs=runs", "out=merged")).isEqualTo(1);
        assertThat(output()).contains("assertions: FAILED");
        assertThat(dir.resolve("merged").resolve("index.html")).isRegularFile();
    }

    @Test
    void runsCanBeListedAndAPassingMergeExitsZero() {
        Path run = FixtureRun.get().runFolder();
        assertThat(merge("runs=" + run + ",", "out=" + dir.resolve("one"))).isZero();
        assertThat(output()).contains("merged: 60 requests").contains("assertions: passed")
                .contains("report: " + dir.resolve("one").resolve("index.html"));
    }

    @Test
    void refusalExitsTwoAndWritesNothing() throws IOException {
        Path cut = Files.createDirectories(dir.resolve("cut"));
        byte[] whole = Files.readAllBytes(FixtureRun.slower().runFolder().resolve("simulation.log"));
        Files.write(cut.resolve("simulation.log"), Arrays.copyOf(whole, whole.length - 1));

        assertThat(merge("runs=" + FixtureRun.get().runFolder() + "," + cut, "out=merged")).isEqualTo(2);

        assertThat(output()).contains("merge: refused, nothing written:").contains("cut short");
        assertThat(dir.resolve("merged")).doesNotExist();
    }

    @Test
    void runsAndOutAreRequired() {
        assertThatThrownBy(() -> merge("out=merged")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("runs=");
        assertThatThrownBy(() -> merge("runs=" + FixtureRun.get().runFolder())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("out=");
    }

    private int merge(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("lab.root=" + dir);
        return MergeCommand.run(CommandOptions.parse(all.toArray(String[]::new), new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    private static void copy(Path run, Path into) throws IOException {
        Path copy = Files.createDirectories(into.resolve(run.getFileName()));
        Files.copy(run.resolve("simulation.log"), copy.resolve("simulation.log"));
    }
}
