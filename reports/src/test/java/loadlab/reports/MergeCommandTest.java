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
import java.util.Map;
import java.util.Properties;
import loadlab.reports.fixture.FixtureRun;
import io.gatling.commons.stats.assertion.Assertion;
import io.gatling.commons.stats.assertion.AssertionPath;
import io.gatling.commons.stats.assertion.Condition;
import io.gatling.commons.stats.assertion.CountMetric;
import io.gatling.commons.stats.assertion.Target;
import loadlab.reports.gatling.GatlingRunReader;
import loadlab.reports.merge.AssertionBytes;
import loadlab.reports.merge.MergeManifest;
import loadlab.reports.merge.AssertionCodec;
import loadlab.reports.merge.LogDecoder;
import loadlab.reports.merge.LogEncoder;
import loadlab.reports.merge.RunHeader;
import loadlab.reports.merge.SimulationLog;
import loadlab.reports.books.ItemCheck;
import loadlab.reports.books.ItemFixture;
import loadlab.reports.sidecar.ItemFiles;
import loadlab.reports.sidecar.Reconciliation;
import loadlab.reports.sidecar.RunSidecar;
import loadlab.reports.sidecar.SidecarKey;
import loadlab.reports.sidecar.Sidecars;
import loadlab.reports.summary.Conventions;
import loadlab.reports.summary.RunCatalog;
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

    @Test
    void theMergedRunGetsARecordWithTheSetsBooksAndTheSummaryListsItsInjectors() throws IOException {
        Path runs = Files.createDirectories(dir.resolve("runs"));
        List<Path> parts = List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder());
        Sidecars records = Sidecars.under(runs);
        for (int k = 0; k < 2; k++) {
            copy(parts.get(k), runs);
            long runStart = new GatlingRunReader().read(parts.get(k)).runStart();
            // Each injector saw the other's inserts in its count delta; together they balance.
            Reconciliation books = k == 0 ? new Reconciliation(30, 10, 60) : new Reconciliation(20, 25, 60);
            records.write(RunSidecar.of("TransportsSimulation", runStart - 500, "smoke",
                    Map.of("injectors", "2", "injector", Integer.toString(k))).with(draft -> draft.reconciliation = books));
        }

        assertThat(merge("runs=runs", "out=merged/run")).as(this::output).isZero();

        assertThat(output()).contains("run records: 2 of 2 found")
                .contains("books over the set: items/count 10 -> 60 (delta 50), 50 inserts answered 201: exact");
        RunCatalog catalog = RunCatalog.scan(dir.resolve("merged"), new GatlingRunReader(), Conventions.DEFAULT);
        assertThat(catalog.entries()).singleElement().satisfies(entry -> {
            assertThat(entry.merge().runs()).extracting(MergeManifest.Run::folder)
                    .containsExactly(parts.get(0).getFileName().toString(), parts.get(1).getFileName().toString());
            assertThat(entry.sidecar().reconciliation()).isEqualTo(new Reconciliation(50, 10, 60));
            assertThat(entry.sidecar().settings()).containsEntry("injectors", "2").containsEntry("injector", "0,1");
        });
        assertThat(SummaryCommand.run(CommandOptions.parse(new String[] {"reports=merged", "lab.root=" + dir},
                new Properties()), new PrintStream(printed, true, StandardCharsets.UTF_8))).isZero();
        assertThat(Files.readString(dir.resolve("merged").resolve("summary.md")))
                .contains("merged from 2 injectors: " + parts.get(0).getFileName() + ", " + parts.get(1).getFileName());
    }

    @Test
    void unbalancedBooksOverTheSetExitOne() throws IOException {
        Path runs = Files.createDirectories(dir.resolve("runs"));
        for (Path part : List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder())) {
            copy(part, runs);
            Sidecars.under(runs).write(RunSidecar.of("TransportsSimulation",
                    new GatlingRunReader().read(part).runStart() - 500, "smoke", Map.of())
                    .with(draft -> draft.reconciliation = new Reconciliation(30, 10, 60)));
        }
        assertThat(merge("runs=runs", "out=merged/run")).isEqualTo(1);
        assertThat(output()).contains("books over the set: items/count 10 -> 60 (delta 50), 60 inserts answered 201");
    }

    @Test
    void aLostWriteAndAnUnacknowledgedDocumentOverTheSetExitOneThoughTheCountBalances() throws IOException {
        String a = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
        String b = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";
        String lost = "2e7a4d3b-9f5c-4a2b-83d4-5e6f70819203";
        String extra = "4a9c6f5d-b17e-4c4d-a5f6-708192031425";
        Path runs = Files.createDirectories(dir.resolve("runs"));
        List<Path> parts = List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder());
        Sidecars records = Sidecars.under(runs);
        for (int k = 0; k < 2; k++) {
            copy(parts.get(k), runs);
            SidecarKey key = new SidecarKey("TransportsSimulation", new GatlingRunReader().read(parts.get(k)).runStart() - 500);
            ItemFiles files = records.itemFiles(key);
            // Injector 0 got a answered, injector 1 b and the lost one; 1 exported last, listing the extra too.
            ItemFixture.items(files.acked(), k == 0 ? new String[] {a} : new String[] {b, lost});
            ItemFixture.items(files.export(), k == 0 ? new String[] {a, b} : new String[] {a, b, extra});
            Reconciliation own = (k == 0 ? new Reconciliation(1, 0, 2) : new Reconciliation(2, 0, 3))
                    .withItems(ItemCheck.of(List.of(files.acked()), files.export(), null));
            records.write(RunSidecar.of("TransportsSimulation", key.startEpochMillis(), "smoke",
                    Map.of("injectors", "2", "injector", Integer.toString(k))).with(draft -> draft.reconciliation = own));
        }

        assertThat(merge("runs=runs", "out=merged/run")).as(this::output).isEqualTo(1);

        assertThat(output()).contains("books over the set: items/count 0 -> 3 (delta 3), 3 inserts answered 201: exact;"
                + " by identity: 3 acknowledged, 2 of them stored, 1 missing (" + lost + ")")
                .contains("1 unacknowledged documents (" + extra + ")");
    }
}
