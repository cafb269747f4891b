package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import loadlab.record.ClockOffset;
import loadlab.record.Machine;
import loadlab.record.MergeManifest;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.json.Json;
import loadlab.adapter.log.AssertionCodec;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.SimulationLog;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real runs of one simulation (a fast and a slower injector of one split, {@link FixtureSet}) merged
 * into a run folder, whose report Gatling generates; its figures are read back with the summary's own reader.
 */
class MergedRunTest {
    private static final GatlingRunReader READER = new GatlingRunReader();
    static final MergeRules RULES = MergeRules.strict();

    @TempDir
    static Path shared;

    private static MergedRun merged;
    private static GatlingRun report;
    private static GatlingRun fast;
    private static GatlingRun slow;

    @TempDir
    Path dir;

    @BeforeAll
    static void mergeTheFastAndTheSlowerRun() {
        List<Path> parts = FixtureSet.together(shared.resolve("set"));
        merged = MergedRun.write(parts, shared.resolve("out").resolve("transportssimulation-merged"), RULES);
        report = READER.read(merged.folder());
        fast = READER.read(parts.get(0));
        slow = READER.read(parts.get(1));
    }

    @Test
    void mergedFolderHoldsGatlingsReportOfTheMergedLog() {
        assertThat(merged.folder().resolve("simulation.log")).isRegularFile();
        assertThat(merged.folder().resolve("index.html")).isRegularFile();
        assertThat(report.figures()).as("every row of the log found in index.html").isEqualTo(GatlingRun.FROM_REPORT);
        assertThat(report.simulationClass()).isEqualTo(fast.simulationClass());
        try (Stream<Path> left = Files.list(shared.resolve("out"))) {
            assertThat(left).as("no work folder left beside the merged run").containsExactly(merged.folder());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyRowCountsTheSumOfThePartsOkAndKo() {
        assertThat(report.rows()).extracting(StatsRow::path)
                .containsExactlyInAnyOrderElementsOf(fast.rows().stream().map(StatsRow::path).toList());
        for (StatsRow row : report.rows()) {
            StatsRow a = same(fast, row);
            StatsRow b = same(slow, row);
            assertThat(List.of(row.count(), row.ok(), row.ko())).as("%s", row.path())
                    .containsExactly(a.count() + b.count(), a.ok() + b.ok(), a.ko() + b.ko());
        }
        assertThat(report.all().count()).isEqualTo(120);
    }

    @Test
    void percentilesAreThoseOfThePooledTimes() {
        PooledTimes pooled = PooledTimes.of(LogDecoder.read(merged.folder().resolve("simulation.log")));
        for (StatsRow row : report.rows()) {
            List<Integer> times = pooled.times(row.kind(), row.kind() == StatsKind.ALL ? PooledTimes.ALL : row.path());
            assertThat(times).as("%s", row.path()).hasSize((int) row.count());
            assertThat(List.of(row.min(), row.max(), row.mean())).as("min, max, mean of %s", row.path())
                    .containsExactly(PooledTimes.min(times), PooledTimes.max(times), PooledTimes.mean(times));
            List<Integer> figures = List.of(row.p50(), row.p75(), row.p95(), row.p99());
            List<Double> ranks = List.of(50.0, 75.0, 95.0, 99.0);
            Map<Double, Set<Integer>> estimates = PooledTimes.percentiles(times, ranks, 1000);
            for (int i = 0; i < ranks.size(); i++) {
                assertThat(estimates.get(ranks.get(i))).as("p%s of %s", ranks.get(i), row.path()).contains(figures.get(i));
            }
        }
    }

    @Test
    void timelineRunsFromTheFirstRunsStartToTheLastRunsEnd() {
        assertThat(report.runStart()).isEqualTo(Math.min(fast.runStart(), slow.runStart()));
        assertThat(report.injection().fromEpochMillis())
                .isEqualTo(Math.min(fast.injection().fromEpochMillis(), slow.injection().fromEpochMillis()));
        assertThat(report.injection().toEpochMillis())
                .isEqualTo(Math.max(fast.injection().toEpochMillis(), slow.injection().toEpochMillis()));
    }

    @Test
    void assertionsAreEvaluatedOnTheMergedTotalsWithoutTheInjectorsOwnCounts() throws IOException {
        // Each run asserts fewer than 100 requests (its own share) and a maximum response time; the two
        // together send 120, so the count is left out of the merged run and the time is evaluated.
        assertThat(merged.result().header().assertions()).hasSize(1)
                .allSatisfy(assertion -> assertThat(AssertionCodec.scalesWithLoad(assertion)).isFalse());
        assertThat(merged.result().droppedAssertions()).isEqualTo(1);
        assertThat(merged.assertionsPassed()).isTrue();
        MergedRun one = MergedRun.write(List.of(FixtureRun.get().runFolder()), dir.resolve("one"), RULES);
        assertThat(one.result().header().assertions()).as("one run keeps its counts").hasSize(2);
        assertThat(one.assertionsPassed()).isTrue();
        assertThat(READER.read(one.folder()).all().count()).isEqualTo(60);
        assertThat(Files.readString(merged.folder().resolve("index.html"))).contains("Assertions");
    }

    @Test
    void manifestNamesTheMergedRunsWhereEachRanAndItsClock() {
        MergeManifest manifest = Json.read(merged.folder().resolve(MergeManifest.FILE), MergeManifest.class);
        assertThat(manifest.simulation()).isEqualTo(fast.simulationClass());
        assertThat(manifest.requests()).isEqualTo(120);
        assertThat(manifest.runs()).extracting(MergeManifest.Run::folder)
                .containsExactly(fast.runId(), slow.runId());
        assertThat(manifest.runs()).extracting(MergeManifest.Run::offsetMillis)
                .containsExactly(0L, slow.runStart() - fast.runStart());
        assertThat(manifest.runs()).extracting(MergeManifest.Run::injector).containsExactly("0", "1");
        assertThat(manifest.runs()).extracting(MergeManifest.Run::host).containsOnly(Machine.hostName());
        assertThat(manifest.runs()).extracting(MergeManifest.Run::clockOffset)
                .containsExactly(new ClockOffset(3, 2, 7), new ClockOffset(-2, 2, 7));
        assertThat(manifest.overridden()).as("one split: no check passed over").isEmpty();
    }

    @Test
    void refusalsLeaveNoFolderBehind() throws IOException {
        Path fastRun = FixtureRun.get().runFolder();
        SimulationLog slowLog = LogDecoder.read(FixtureRun.slower().runFolder().resolve("simulation.log"));
        Path otherVersion = run("other-version", new SimulationLog(slowLog.header().withGatlingVersion("3.14.0"),
                slowLog.records()));
        Path otherSimulation = run("other-simulation", new SimulationLog(
                slowLog.header().withSimulationClass("loadlab.gatling.HelloSimulation"), slowLog.records()));
        Path cut = Files.createDirectories(dir.resolve("cut"));
        byte[] whole = Files.readAllBytes(FixtureRun.slower().runFolder().resolve("simulation.log"));
        Files.write(cut.resolve("simulation.log"), Arrays.copyOf(whole, whole.length / 2));

        for (Path refused : List.of(otherVersion, otherSimulation, cut)) {
            Path target = dir.resolve("new").resolve("merged-with-" + refused.getFileName());
            assertThatThrownBy(() -> MergedRun.write(List.of(fastRun, refused), target, RULES))
                    .as("%s", refused.getFileName())
                    .isInstanceOf(MergeRefusedException.class);
            assertThat(dir.resolve("new")).as("the parent the merge created").doesNotExist();
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).extracting(path -> path.getFileName().toString())
                    .containsExactlyInAnyOrder("other-version", "other-simulation", "cut");
        }
    }

    @Test
    void runNamedTwiceIsRefused() {
        Path fastRun = FixtureRun.get().runFolder();
        assertThatThrownBy(() -> MergedRun.write(List.of(fastRun, fastRun), dir.resolve("twice"), RULES))
                .isInstanceOf(MergeRefusedException.class)
                .hasMessageContaining("named twice");
        assertThat(dir.resolve("twice")).doesNotExist();
    }

    @Test
    void existingTargetIsNeverWrittenInto() throws IOException {
        Path target = Files.createDirectories(dir.resolve("taken"));
        assertThatThrownBy(() -> MergedRun.write(List.of(FixtureRun.get().runFolder()), target, RULES))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("already exists");
    }

    @Test
    void aFolderOfRunsStandsForEveryRunInIt() throws IOException {
        Path runs = Files.createDirectories(dir.resolve("runs"));
        for (Path source : List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder())) {
            Path copy = Files.createDirectories(runs.resolve(source.getFileName()));
            Files.copy(source.resolve("simulation.log"), copy.resolve("simulation.log"));
        }
        Files.createDirectories(runs.resolve("not-a-run"));

        assertThat(MergedRun.runFolders(List.of(runs))).extracting(path -> path.getFileName().toString())
                .containsExactlyInAnyOrder(fast.runId(), slow.runId());
        assertThatThrownBy(() -> MergedRun.runFolders(List.of(runs.resolve("not-a-run"))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private Path run(String name, SimulationLog log) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name));
        LogEncoder.write(folder.resolve("simulation.log"), log);
        return folder;
    }

    private static StatsRow same(GatlingRun run, StatsRow row) {
        return run.rows().stream().filter(other -> other.kind() == row.kind() && other.path().equals(row.path()))
                .findFirst().orElseThrow(() -> new AssertionError(run.runId() + " has no row " + row.path()));
    }
}
