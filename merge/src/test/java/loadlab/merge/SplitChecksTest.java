package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import loadlab.record.RunRecord;
import loadlab.adapter.log.LogString;
import loadlab.adapter.log.RunHeader;
import org.junit.jupiter.api.Test;

/** Which parts make one split: the rules behind each refusal, on records and windows made up for each. */
class SplitChecksTest {
    private static final long T = 1_764_000_000_000L;
    private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

    private static MergedPart part(String run, long start, long end) {
        return new MergedPart(Path.of("runs", "injector", run, "simulation.log"), start, 0, 10, 20, end);
    }

    /** A part whose log holds {@code records} records after its header, none a request. */
    private static MergedPart emptyPart(String run, long records) {
        return new MergedPart(Path.of("runs", "injector", run, "simulation.log"), T, 0, 0, records, T);
    }

    private static MergeResult result(MergedPart... parts) {
        RunHeader header = new RunHeader(LogString.of("3.15.1"), LogString.of("loadlab.gatling.InsertSimulation"),
                T, LogString.of(""), List.of(), List.of());
        return new MergeResult(header, List.of(parts), 0);
    }

    /** Injector K's record of a smoke plan against one server, with {@code change} applied to its settings. */
    private static Optional<RunRecord> record(int injector, UnaryOperator<Map<String, String>> change) {
        return record(injector, "smoke", change);
    }

    private static Optional<RunRecord> record(int injector, String profile, UnaryOperator<Map<String, String>> change) {
        Map<String, String> settings = new HashMap<>(Map.of("profile", profile, "injectors", "2",
                "injector", Integer.toString(injector), "startAt", "2026-12-01T16:00:00Z", "steps", "10,100",
                "target", "external", "baseUrl", "http://server:8080", "lab.given", "injector,baseUrl"));
        return Optional.of(RunRecord.of("InsertSimulation", T - 500, profile, change.apply(settings))
                .with(draft -> draft.gitCommit = COMMIT));
    }

    private static List<Mismatch> twoParts(Optional<RunRecord> first, Optional<RunRecord> second) {
        return SplitChecks.of(result(part("a", T, T + 5_000), part("b", T + 20, T + 5_100)), List.of(first, second));
    }

    @Test
    void injectorsOfOneSplitDifferOnlyInTheirOwnSettings() {
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("startAt", "2026-12-01T16:00:05Z");
            s.put("lab.given", "baseUrl");
            s.put("serverStartSeconds", "90");
            return s;
        }))).isEmpty();
    }

    @Test
    void aDifferentPlanSettingIsRefusedNamingTheSettingAndEachPartsValue() {
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("steps", "10,100,1000");
            s.put("ramp", "30");
            return s;
        }))).containsExactly(new Mismatch(SplitCheck.PLAN, "ramp (unset) in a; 30 in b | steps 10,100 in a; 10,100,1000 in b"));
    }

    @Test
    void aSplitMissingInjectorOneIsRefusedNamingIt() {
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000)), List.of(record(0, s -> s))))
                .containsExactly(new Mismatch(SplitCheck.INJECTORS, "injector 1 of 2 missing (found 0 in a)"));
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000)), List.of(record(1, s -> s))))
                .as("a single part claiming to be injector 1 of 2 is not a whole split")
                .containsExactly(new Mismatch(SplitCheck.INJECTORS, "injector 0 of 2 missing (found 1 in a)"));
        List<Optional<RunRecord>> ofEight = List.of(7, 0, 4).stream().map(k -> record(k, s -> {
            s.put("injectors", "8");
            return s;
        })).toList();
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000), part("b", T, T + 1_000), part("c", T, T + 1_000)), ofEight))
                .containsExactly(new Mismatch(SplitCheck.INJECTORS,
                        "injectors 1-3, 5-6 of 8 missing (found 0 in b; 4 in c; 7 in a)"));
    }

    @Test
    void anInjectorCountedTwiceIsRefused() {
        assertThat(twoParts(record(0, s -> s), record(0, s -> s))).containsExactly(new Mismatch(SplitCheck.INJECTORS,
                "injector 0 of 2 counted twice: a, b | injector 1 of 2 missing (found 0 in a, b)"));
    }

    @Test
    void anInjectorOutOfRangeIsRefused() {
        assertThat(twoParts(record(0, s -> s), record(2, s -> s))).containsExactly(new Mismatch(SplitCheck.INJECTORS,
                "b says injector 2, not one of 0..1 | injector 1 of 2 missing (found 0 in a; 2 in b)"));
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.remove("injector");
            return s;
        }))).containsExactly(new Mismatch(SplitCheck.INJECTORS,
                "b does not say which injector of 2 it is | injector 1 of 2 missing (found 0 in a)"));
    }

    @Test
    void partsDisagreeingOnTheNumberOfInjectorsAreRefused() {
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("injectors", "3");
            return s;
        }))).as("injectors is the injectors check's, not the plan's")
                .containsExactly(new Mismatch(SplitCheck.INJECTORS,
                        "the parts disagree on the number of injectors: 2 in a; 3 in b"));
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("injectors", "two");
            return s;
        }))).containsExactly(new Mismatch(SplitCheck.INJECTORS,
                "b says injectors=two, not a number of injectors | injector 1 of 2 missing (found 0 in a)"));
    }

    @Test
    void anEmptyPartIsRefused() {
        assertThat(SplitChecks.of(result(part("a", T, T + 5_000), emptyPart("b", 0)), List.of(record(0, s -> s),
                record(1, s -> s)))).containsExactly(new Mismatch(SplitCheck.EMPTY,
                        "no request in b (0 records after its run header, none a request)"));
        assertThat(SplitChecks.of(result(emptyPart("a", 4)), List.of(Optional.empty()))).as("alone, without a record")
                .containsExactly(new Mismatch(SplitCheck.EMPTY,
                        "no request in a (4 records after its run header, none a request)"));
    }

    @Test
    void mixedCommitsAreRefusedSayingWhichCommitIsUnknown() {
        Optional<RunRecord> unknown = record(1, s -> s).map(r -> r.with(draft -> draft.gitCommit = null));
        Optional<RunRecord> saysUnknown = record(1, s -> s).map(r -> r.with(draft -> draft.gitCommit = "unknown"));
        Optional<RunRecord> other = record(1, s -> s).map(r -> r.with(draft -> draft.gitCommit = "fedcba9876543210"));

        assertThat(twoParts(record(0, s -> s), other)).containsExactly(new Mismatch(SplitCheck.COMMIT,
                "0123456789ab in a; fedcba987654 in b"));
        assertThat(twoParts(record(0, s -> s), unknown)).containsExactly(new Mismatch(SplitCheck.COMMIT,
                "0123456789ab in a; unknown commit (none recorded) in b"));
        assertThat(twoParts(record(0, s -> s), saysUnknown)).containsExactly(new Mismatch(SplitCheck.COMMIT,
                "0123456789ab in a; unknown commit (none recorded) in b"));
        assertThat(twoParts(record(0, s -> s).map(r -> r.with(draft -> draft.gitCommit = null)), saysUnknown))
                .as("parts that all say unknown cannot be told apart").isEmpty();
    }

    @Test
    void partsWhoseRunFoldersShareANameAreNamedByPath() {
        MergedPart first = new MergedPart(Path.of("runs", "injector-0", "a", "simulation.log"), T, 0, 10, 20, T + 5_000);
        MergedPart copy = new MergedPart(Path.of("runs", "injector-1", "a", "simulation.log"), T, 0, 10, 20, T + 5_000);

        List<Mismatch> found = SplitChecks.of(result(first, copy), List.of(record(0, s -> s), record(0, s -> s)));

        assertThat(found).singleElement().satisfies(mismatch -> assertThat(mismatch.detail()).startsWith(
                "injector 0 of 2 counted twice: " + Path.of("runs", "injector-0", "a").toAbsolutePath() + ", "
                        + Path.of("runs", "injector-1", "a").toAbsolutePath()));
    }

    @Test
    void anEmptyPartAndAMissingInjectorAreNeverPassedOver() {
        assertThat(SplitCheck.parse("true")).containsExactly(SplitCheck.RECORD, SplitCheck.PROFILE, SplitCheck.PLAN,
                SplitCheck.TARGET, SplitCheck.COMMIT, SplitCheck.OVERLAP);
        assertThatThrownBy(() -> SplitCheck.parse("overlap,injectors")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("allowMismatch cannot pass over injectors: ");
        assertThatThrownBy(() -> new MergeRules(Set.of(SplitCheck.EMPTY))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("allowMismatch cannot pass over empty: ");

        String refusal = SplitChecks.refusal(List.of(new Mismatch(SplitCheck.INJECTORS, "injector 1 of 2 missing (found 0 in a)"),
                new Mismatch(SplitCheck.OVERLAP, "not at the same time: ...")));
        assertThat(refusal).contains("\n  injectors: injector 1 of 2 missing (found 0 in a)\n")
                .contains("\nNo option merges them: injectors is never passed over (")
                .endsWith("; once that is fixed, -DallowMismatch=overlap passes over the rest.")
                .doesNotContain("Merge them anyway");
    }

    @Test
    void anotherServerIsAnotherTarget() {
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("baseUrl", "http://other:8080");
            return s;
        }))).containsExactly(new Mismatch(SplitCheck.TARGET,
                "external at http://server:8080 in a; external at http://other:8080 in b"));
    }

    @Test
    void oneCommitCleanInOnePartAndChangedInTheOtherIsRefusedButTwoChangedTreesAreNot() {
        Optional<RunRecord> clean = record(0, s -> s).map(r -> r.with(draft -> draft.gitDirty = false));
        Optional<RunRecord> changed = record(1, s -> s).map(r -> r.with(draft -> draft.gitDirty = true));
        Optional<RunRecord> alsoChanged = record(0, s -> s).map(r -> r.with(draft -> draft.gitDirty = true));
        Optional<RunRecord> unknown = record(0, s -> s);

        assertThat(twoParts(clean, changed)).containsExactly(new Mismatch(SplitCheck.COMMIT,
                "0123456789ab (clean) in a; 0123456789ab with uncommitted changes in b"));
        assertThat(twoParts(alsoChanged, changed)).as("the changes cannot be told apart").isEmpty();
        assertThat(twoParts(unknown, changed)).as("a tree whose state is unknown is not compared").isEmpty();
    }

    @Test
    void partsRunTogetherWhenEachWindowMeetsEveryOther() {
        UnaryOperator<Map<String, String>> ofThree = s -> {
            s.put("injectors", "3");
            return s;
        };
        List<Optional<RunRecord>> three = List.of(record(0, ofThree), record(1, ofThree), record(2, ofThree));
        // b meets a and c, but a ended before c started: not one moment when all three ran.
        List<Mismatch> chained = SplitChecks.of(result(part("a", T, T + 1_000), part("b", T + 900, T + 3_000),
                part("c", T + 2_000, T + 4_000)), three);
        List<Mismatch> together = SplitChecks.of(result(part("a", T, T + 3_000), part("b", T + 900, T + 3_000),
                part("c", T + 2_000, T + 4_000)), three);

        assertThat(chained).singleElement().satisfies(mismatch -> {
            assertThat(mismatch.check()).isEqualTo(SplitCheck.OVERLAP);
            assertThat(mismatch.detail()).contains("a ran 2025-11-24 16:00:00.000 to 16:00:01.000 UTC and c ran");
        });
        assertThat(together).isEmpty();
    }

    @Test
    void oneRunAloneIsASplitWithoutARecordOrWhenItsRecordSaysItIsTheWhole() {
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000)), List.of(Optional.empty()))).isEmpty();
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000)), List.of(record(0, s -> {
            s.put("injectors", "1");
            return s;
        })))).isEmpty();
        assertThat(SplitChecks.of(result(part("a", T, T + 1_000)), List.of(record(0, s -> {
            s.remove("injectors");
            s.remove("injector");
            return s;
        })))).as("a record from before the split: a whole run").isEmpty();
    }

    @Test
    void aPartWithoutARecordIsNamedAndTheOthersAreStillCompared() {
        List<Mismatch> found = SplitChecks.of(result(part("a", T, T + 1_000), part("b", T, T + 1_000),
                part("c", T, T + 1_000)), List.of(record(0, s -> s), Optional.empty(), record(2, "quick", s -> s)));

        assertThat(found).extracting(Mismatch::check)
                .containsExactly(SplitCheck.INJECTORS, SplitCheck.RECORD, SplitCheck.PROFILE);
        assertThat(found.get(0).detail()).isEqualTo("c says injector 2, not one of 0..1"
                + " | 3 parts for 2 injectors (no record says which injector b is)");
        assertThat(found.get(1).detail()).startsWith("no record of b ");
        assertThat(found.get(2).detail()).isEqualTo("smoke in a; quick in c");
    }

    @Test
    void theRefusalNamesEveryCheckFailedAndTheOptionThatPassesOverThem() {
        String refusal = SplitChecks.refusal(List.of(new Mismatch(SplitCheck.PROFILE, "smoke in a; quick in b"),
                new Mismatch(SplitCheck.OVERLAP, "not at the same time: ...")));
        assertThat(refusal).contains("\n  profile: smoke in a; quick in b\n  overlap: not at the same time: ...")
                .contains("-DallowMismatch=profile,overlap ");
    }

    @Test
    void allowMismatchTakesTrueOrCheckNames() {
        assertThat(SplitCheck.parse("true")).containsExactlyElementsOf(SplitCheck.overridables());
        assertThat(SplitCheck.parse(" ")).isEmpty();
        assertThat(SplitCheck.parse("false")).isEmpty();
        assertThat(SplitCheck.parse("overlap, Profile")).containsExactly(SplitCheck.PROFILE, SplitCheck.OVERLAP);
    }
}
