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
import loadlab.reports.gatling.GatlingRunReader;
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

        // Exit 1: the fixture asserts fewer than 100 requests, which the 120 merged requests fail.
        assertThat(merge("runs=runs", "out=merged")).isEqualTo(1);

        assertThat(new GatlingRunReader().read(dir.resolve("merged")).all().count()).isEqualTo(120);
        assertThat(output())
                .contains("Merged 2 run(s) of loadlab.reports.fixture.TransportsSimulation into " + dir.resolve("merged"))
                .contains(FixtureRun.get().runFolder().getFileName() + ": 60 requests")
                .contains(FixtureRun.slower().runFolder().getFileName() + ": 60 requests")
                .contains("merged: 120 requests")
                .contains("assertions: FAILED");
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
