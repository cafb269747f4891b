package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gatling.commons.stats.assertion.Assertion;
import io.gatling.commons.stats.assertion.AssertionPath;
import io.gatling.commons.stats.assertion.Condition;
import io.gatling.commons.stats.assertion.CountMetric;
import io.gatling.commons.stats.assertion.Target;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.record.ClockOffset;
import loadlab.record.CommandArguments;
import loadlab.record.ItemFiles;
import loadlab.record.Machine;
import loadlab.record.MergeManifest;
import loadlab.record.Reconciliation;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.SplitPart;
import loadlab.record.books.ItemCheck;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.json.Json;
import loadlab.adapter.log.AssertionBytes;
import loadlab.adapter.log.AssertionCodec;
import loadlab.adapter.log.LogDecoder;
import loadlab.adapter.log.LogEncoder;
import loadlab.adapter.log.RunHeader;
import loadlab.adapter.log.SimulationLog;
import loadlab.reports.CommandLine;
import loadlab.reports.summary.RunCatalog;
import loadlab.testkit.FixtureRun;
import loadlab.testkit.ItemFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The merge command over real runs: arguments, what it prints, exit codes, and refusals. */
class MergeCommandTest {
    private static final String OTHER = "fedcba9876543210fedcba9876543210fedcba98";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void mergesTheRunsOfASplitAndPrintsEachPartsShareHostAndClock() {
        List<Path> parts = FixtureSet.together(dir.resolve("set"));

        // Exit 0: each run's count assertion (its own share) is left out, its response time holds merged.
        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).as(this::output).isZero();

        assertThat(new GatlingRunReader().read(dir.resolve("merged")).all().count()).isEqualTo(120);
        assertThat(output())
                .contains("Merged 2 run(s) of loadlab.testkit.TransportsSimulation into " + dir.resolve("merged"))
                .contains(parts.get(0).getFileName() + ": 60 requests")
                .contains(parts.get(1).getFileName() + ": 60 requests")
                .contains("host " + Machine.hostName() + ", target clock +3 ms ± 2")
                .contains("host " + Machine.hostName() + ", target clock -2 ms ± 2")
                .contains("merged: 120 requests")
                .contains("1 assertion(s) of the first run left out")
                .contains("assertions: passed")
                .doesNotContain("passed over");
    }

    @Test
    void aMergedRunFailingAnAssertionEveryRunCarriesExitsOne() throws IOException {
        // Both runs also assert that no request failed; the fixture has KOs, so the merged run fails it.
        AssertionBytes noKo = AssertionCodec.encode(new Assertion(AssertionPath.Global$.MODULE$,
                new Target.Percent(CountMetric.FailedRequests$.MODULE$), new Condition.Is(0.0)));
        for (Path run : FixtureSet.together(dir.resolve("set"))) {
            Path file = run.resolve("simulation.log");
            SimulationLog log = LogDecoder.read(file);
            List<AssertionBytes> assertions = new ArrayList<>(log.header().assertions());
            assertions.add(noKo);
            RunHeader h = log.header();
            Files.delete(file);
            LogEncoder.write(file, new SimulationLog(new RunHeader(h.gatlingVersion(),
                    h.simulationClass(), h.runStart(), h.description(), h.scenarios(), assertions), log.records()));
        }

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(1);
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
        return MergeCommand.run(new MergeOptions(CommandArguments.parse(all.toArray(String[]::new), new Properties())),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theMergedRunGetsARecordWithTheSplitsBooksItsPartsAndTheSummaryListsThem() throws IOException {
        // Each injector saw the other's inserts in its count delta; together they balance.
        List<Reconciliation> books = List.of(new Reconciliation(30, 10, 60), new Reconciliation(20, 25, 60));
        List<Path> parts = FixtureSet.write(dir.resolve("set"), true, (k, stamp) -> Optional.of(
                FixtureSet.record(k, stamp, "smoke").with(draft -> draft.reconciliation = books.get(k))));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged/run")).as(this::output).isZero();

        assertThat(output()).contains("run records: 2 of 2 found")
                .contains("books over the split: items/count 10 -> 60 (delta 50), 50 inserts answered 201: exact");
        RunCatalog catalog = RunCatalog.scan(dir.resolve("merged"), new GatlingRunReader());
        assertThat(catalog.entries()).singleElement().satisfies(entry -> {
            assertThat(entry.merge().runs()).extracting(MergeManifest.Run::folder)
                    .containsExactly(parts.get(0).getFileName().toString(), parts.get(1).getFileName().toString());
            assertThat(entry.record().reconciliation()).isEqualTo(new Reconciliation(50, 10, 60));
            assertThat(entry.record().settings()).containsEntry("injectors", "2").containsEntry("injector", "0,1");
            assertThat(entry.record().gitCommit()).isEqualTo(FixtureSet.COMMIT);
            assertThat(entry.record().mergedSplit().parts()).containsExactly(
                    new SplitPart(parts.get(0).getFileName().toString(), "0", Machine.hostName(), new ClockOffset(3, 2, 7)),
                    new SplitPart(parts.get(1).getFileName().toString(), "1", Machine.hostName(), new ClockOffset(-2, 2, 7)));
            assertThat(entry.record().mergedSplit().overridden()).isEmpty();
        });
        assertThat(CommandLine.run(new String[] {"summary", "lab.results=merged", "lab.root=" + dir}, new Properties(),
                new PrintStream(printed, true, StandardCharsets.UTF_8))).isZero();
        assertThat(Files.readString(dir.resolve("merged").resolve("summary.md")))
                .contains("merged from 2 injectors: " + parts.get(0).getFileName() + ", " + parts.get(1).getFileName())
                .contains("Parts of merged runs")
                .containsPattern(partRow(parts.get(0), "0", "+3 ms ± 2"))
                .containsPattern(partRow(parts.get(1), "1", "-2 ms ± 2"));
    }

    /** The part's row in the summary's table of merged runs' parts: folder, injector, host, requests, ..., clock. */
    private static String partRow(Path part, String injector, String clock) {
        return Pattern.quote(part.getFileName() + " | " + injector + " | " + Machine.hostName() + " | 60 | ") + ".* \\| "
                + Pattern.quote(clock);
    }

    @Test
    void unbalancedBooksOverTheSplitExitOne() {
        FixtureSet.write(dir.resolve("set"), true, (k, stamp) -> Optional.of(FixtureSet.record(k, stamp, "smoke")
                .with(draft -> draft.reconciliation = new Reconciliation(30, 10, 60))));
        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged/run")).isEqualTo(1);
        assertThat(output()).contains("books over the split: items/count 10 -> 60 (delta 50), 60 inserts answered 201");
    }

    @Test
    void partsOfDifferentProfilesAreRefusedNamingProfileAndTheOverride() {
        List<Path> parts = FixtureSet.write(dir.resolve("set"), true,
                (k, stamp) -> Optional.of(FixtureSet.record(k, stamp, k == 0 ? "smoke" : "quick")));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(2);

        assertThat(output()).contains("merge: refused, nothing written: the runs are not one split:")
                .contains("profile: smoke in " + parts.get(0).getFileName() + "; quick in " + parts.get(1).getFileName())
                .contains("-DallowMismatch=profile ");
        assertWroteNothing();
    }

    @Test
    void partsFromDifferentCommitsAreRefused() {
        List<Path> parts = FixtureSet.write(dir.resolve("set"), true, (k, stamp) -> Optional.of(
                FixtureSet.record(k, stamp, "smoke").with(draft -> draft.gitCommit = k == 0 ? FixtureSet.COMMIT : OTHER)));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(2);

        assertThat(output()).contains("commit: 0123456789ab (clean) in " + parts.get(0).getFileName()
                + "; fedcba987654 (clean) in " + parts.get(1).getFileName()).contains("-DallowMismatch=commit ");
        assertWroteNothing();
    }

    @Test
    void runsThatDidNotOverlapInTimeAreRefused() {
        // The fixtures ran one after the other: two runs, not two injectors of one.
        List<Path> parts = FixtureSet.write(dir.resolve("set"), false,
                (k, stamp) -> Optional.of(FixtureSet.record(k, stamp, "smoke")));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(2);

        assertThat(output()).contains("overlap: not at the same time: " + parts.get(0).getFileName() + " ran ")
                .contains(" and " + parts.get(1).getFileName() + " ran ").contains("-DallowMismatch=overlap ");
        assertWroteNothing();
    }

    @Test
    void aPartWithoutARecordIsRefused() {
        List<Path> parts = FixtureSet.write(dir.resolve("set"), true,
                (k, stamp) -> k == 0 ? Optional.of(FixtureSet.record(k, stamp, "smoke")) : Optional.empty());

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(2);

        assertThat(output()).contains("record: no record of " + parts.get(1).getFileName())
                .contains("-DallowMismatch=record ");
        assertWroteNothing();
    }

    @Test
    void allowMismatchMergesAnywayAndSaysWhichChecksItPassedOver() throws IOException {
        FixtureSet.write(dir.resolve("set"), false,
                (k, stamp) -> Optional.of(FixtureSet.record(k, stamp, k == 0 ? "smoke" : "quick")));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged", "allowMismatch=overlap"))
                .as("a check it does not name still refuses").isEqualTo(2);
        assertThat(output()).contains("profile: smoke in").doesNotContain("\n  overlap: ")
                .contains("-DallowMismatch=profile ");

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged", "allowMismatch=profile,overlap"))
                .as(this::output).isZero();

        assertThat(output()).contains("passed over (allowMismatch): profile: smoke in")
                .contains("passed over (allowMismatch): overlap: not at the same time");
        MergeManifest manifest = Json.read(dir.resolve("merged").resolve(MergeManifest.FILE), MergeManifest.class);
        assertThat(manifest.overridden()).containsOnlyKeys("profile", "overlap");
        RunRecord record = RunRecords.under(dir).list().get(0).readRecord();
        assertThat(record.mergedSplit().overridden()).isEqualTo(manifest.overridden());
        assertThatThrownBy(() -> merge("runs=set/injector-0", "out=again", "allowMismatch=profiles"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("profile, plan, target");
    }

    @Test
    void aSplitMissingInjectorOneIsRefusedNamingIt() {
        // Injector 1's results never arrived: injector 0's run alone is half the load.
        List<Path> parts = FixtureSet.together(dir.resolve("set"));

        assertThat(merge("runs=set/injector-0", "out=merged")).isEqualTo(2);
        assertThat(merge("runs=set/injector-0", "out=merged", "allowMismatch=true")).as("never passed over").isEqualTo(2);

        assertThat(output()).contains("merge: refused, nothing written: the runs are not one split:\n  injectors: injector 1 of 2"
                + " missing (found 0 in " + parts.get(0).getFileName() + ")\nNo option merges them: injectors is never"
                + " passed over")
                .doesNotContain("Merge them anyway");
        assertWroteNothing();
    }

    @Test
    void anInjectorCountedTwiceIsRefused() throws IOException {
        // Injector 0's results folder arrived twice, once as injector 1's.
        List<Path> parts = FixtureSet.together(dir.resolve("set"));
        deleteTree(dir.resolve("set/injector-1"));
        copyTree(dir.resolve("set/injector-0"), dir.resolve("set/injector-1"));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged", "allowMismatch=true")).isEqualTo(2);

        Path run = parts.get(0).getFileName();
        assertThat(output()).contains("  injectors: injector 0 of 2 counted twice: " + dir.resolve("set/injector-0").resolve(run)
                + ", " + dir.resolve("set/injector-1").resolve(run) + " | injector 1 of 2 missing")
                .contains("No option merges them: injectors is never passed over");
        assertWroteNothing();
    }

    @Test
    void anEmptyPartIsRefused() throws IOException {
        // Injector 1's run holds its header and nothing else: it sent no request.
        List<Path> parts = FixtureSet.together(dir.resolve("set"));
        Path log = parts.get(1).resolve("simulation.log");
        RunHeader header = LogDecoder.read(log).header();
        Files.delete(log);
        LogEncoder.write(log, new SimulationLog(header, List.of()));

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged", "allowMismatch=true")).isEqualTo(2);

        assertThat(output()).contains("  empty: no request in " + parts.get(1).getFileName()
                + " (0 records after its run header, none a request)\nNo option merges them: empty is never passed over");
        assertWroteNothing();
    }

    @Test
    void aNamedFolderWithoutARunIsRefusedNamingIt() throws IOException {
        // Injector 1's upload held no file.
        FixtureSet.together(dir.resolve("set"));
        deleteTree(dir.resolve("set/injector-1"));
        Files.createDirectories(dir.resolve("set/injector-1"));

        // As the command's main answers it: the folder named is not a run, exit 2.
        PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
        assertThat(CommandArguments.exitCode("merge", new String[] {"runs=set/injector-0,set/injector-1", "out=merged",
            "lab.root=" + dir}, new Properties(), out, arguments -> MergeCommand.run(new MergeOptions(arguments), out)))
                .isEqualTo(2);

        assertThat(output()).isEqualTo("merge: " + dir.resolve("set/injector-1") + " is neither a run folder nor holds any:"
                + " it is empty" + System.lineSeparator());
        assertWroteNothing();
    }

    @Test
    void aCountLargerThanTheLogIsRefusedNotRunOutOfMemory() throws IOException {
        List<Path> parts = FixtureSet.together(dir.resolve("set"));
        Path log = parts.get(1).resolve("simulation.log");
        RunHeader header = LogDecoder.read(log).header();
        Files.delete(log);
        LogEncoder.write(log, new SimulationLog(header, List.of()));
        // A request record (kind 1) whose group count is 2^31 - 1, then 8 bytes.
        Files.write(log, new byte[] {1, 0x7f, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0}, StandardOpenOption.APPEND);

        assertThat(merge("runs=set/injector-0,set/injector-1", "out=merged")).isEqualTo(2);

        assertThat(output()).contains("merge: refused, nothing written: " + log + ": group count 2147483647 needs at"
                + " least 8589934588 bytes, only 8 left after 0 complete records: corrupt, or cut short");
        assertWroteNothing();
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> tree = Files.walk(from)) {
            for (Path path : tree.toList()) {
                Files.copy(path, to.resolve(from.relativize(path).toString()));
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private void assertWroteNothing() {
        assertThat(dir.resolve("merged")).doesNotExist();
        assertThat(dir.resolve("records")).doesNotExist();
    }

    @Test
    void aLostWriteAndAnUnacknowledgedDocumentOverTheSplitExitOneThoughTheCountBalances() throws IOException {
        String a = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";
        String b = "1d6f3c2a-8e4b-4f1a-b2c3-4d5e6f708192";
        String lost = "2e7a4d3b-9f5c-4a2b-83d4-5e6f70819203";
        String extra = "4a9c6f5d-b17e-4c4d-a5f6-708192031425";
        Path runs = Files.createDirectories(dir.resolve("runs"));
        List<Path> parts = List.of(FixtureRun.get().runFolder(), FixtureRun.slower().runFolder());
        RunRecords records = RunRecords.under(runs);
        for (int k = 0; k < 2; k++) {
            copy(parts.get(k), runs);
            RecordKey key = new RecordKey("TransportsSimulation", new GatlingRunReader().read(parts.get(k)).runStart() - 500);
            ItemFiles files = records.itemFiles(key);
            // Injector 0 got a answered, injector 1 b and the lost one; 1 exported last, listing the extra too.
            ItemFixture.items(files.acked(), k == 0 ? new String[] {a} : new String[] {b, lost});
            ItemFixture.items(files.export(), k == 0 ? new String[] {a, b} : new String[] {a, b, extra});
            Reconciliation own = (k == 0 ? new Reconciliation(1, 0, 2) : new Reconciliation(2, 0, 3))
                    .withItems(ItemCheck.of(List.of(files.acked()), files.export(), null));
            String runId = parts.get(k).getFileName().toString();
            records.write(RunRecord.of("TransportsSimulation", key.startEpochMillis(), "smoke",
                    Map.of("injectors", "2", "injector", Integer.toString(k))).with(draft -> {
                        draft.reconciliation = own;
                        draft.runId = runId;
                    }));
        }

        // The two fixture runs ran one after the other; as parts of one split they pass over that check.
        assertThat(merge("runs=runs", "out=merged/run", "allowMismatch=overlap")).as(this::output).isEqualTo(1);

        assertThat(output()).contains("books over the split: items/count 0 -> 3 (delta 3), 3 inserts answered 201: exact;"
                + " by identity: 3 acknowledged, 2 of them stored, 1 missing (" + lost + ")")
                .contains("1 unacknowledged documents (" + extra + ")");
    }

    private static void copy(Path run, Path into) throws IOException {
        Path copy = Files.createDirectories(into.resolve(run.getFileName()));
        Files.copy(run.resolve("simulation.log"), copy.resolve("simulation.log"));
    }
}
