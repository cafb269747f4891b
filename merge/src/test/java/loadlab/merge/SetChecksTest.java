package loadlab.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import loadlab.record.RunRecord;
import loadlab.record.log.LogString;
import loadlab.record.log.RunHeader;
import org.junit.jupiter.api.Test;

/** Which parts make one set: the rules behind each refusal, on records and windows made up for each. */
class SetChecksTest {
    private static final long T = 1_764_000_000_000L;
    private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

    private static MergedPart part(String run, long start, long end) {
        return new MergedPart(Path.of("runs", "injector", run, "simulation.log"), start, 0, 10, 20, end);
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
        return SetChecks.of(result(part("a", T, T + 5_000), part("b", T + 20, T + 5_100)), List.of(first, second));
    }

    @Test
    void injectorsOfOneSetDifferOnlyInTheirOwnSettings() {
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
            s.put("injectors", "3");
            return s;
        }))).containsExactly(new Mismatch(SetCheck.PLAN, "injectors 2 in a; 3 in b | steps 10,100 in a; 10,100,1000 in b"));
    }

    @Test
    void anotherServerIsAnotherTarget() {
        assertThat(twoParts(record(0, s -> s), record(1, s -> {
            s.put("baseUrl", "http://other:8080");
            return s;
        }))).containsExactly(new Mismatch(SetCheck.TARGET,
                "external at http://server:8080 in a; external at http://other:8080 in b"));
    }

    @Test
    void oneCommitCleanInOnePartAndChangedInTheOtherIsRefusedButTwoChangedTreesAreNot() {
        Optional<RunRecord> clean = record(0, s -> s).map(r -> r.with(draft -> draft.gitDirty = false));
        Optional<RunRecord> changed = record(1, s -> s).map(r -> r.with(draft -> draft.gitDirty = true));
        Optional<RunRecord> alsoChanged = record(0, s -> s).map(r -> r.with(draft -> draft.gitDirty = true));
        Optional<RunRecord> unknown = record(0, s -> s);

        assertThat(twoParts(clean, changed)).containsExactly(new Mismatch(SetCheck.COMMIT,
                "0123456789ab (clean) in a; 0123456789ab with uncommitted changes in b"));
        assertThat(twoParts(alsoChanged, changed)).as("the changes cannot be told apart").isEmpty();
        assertThat(twoParts(unknown, changed)).as("a tree whose state is unknown is not compared").isEmpty();
    }

    @Test
    void partsRunTogetherWhenEachWindowMeetsEveryOther() {
        List<Optional<RunRecord>> three = List.of(record(0, s -> s), record(1, s -> s), record(2, s -> s));
        // b meets a and c, but a ended before c started: not one moment when all three ran.
        List<Mismatch> chained = SetChecks.of(result(part("a", T, T + 1_000), part("b", T + 900, T + 3_000),
                part("c", T + 2_000, T + 4_000)), three);
        List<Mismatch> together = SetChecks.of(result(part("a", T, T + 3_000), part("b", T + 900, T + 3_000),
                part("c", T + 2_000, T + 4_000)), three);

        assertThat(chained).singleElement().satisfies(mismatch -> {
            assertThat(mismatch.check()).isEqualTo(SetCheck.OVERLAP);
            assertThat(mismatch.detail()).contains("a ran 2025-11-24 16:00:00.000 to 16:00:01.000 UTC and c ran");
        });
        assertThat(together).isEmpty();
    }

    @Test
    void oneRunAloneIsASetWithOrWithoutARecord() {
        assertThat(SetChecks.of(result(part("a", T, T + 1_000)), List.of(Optional.empty()))).isEmpty();
    }

    @Test
    void aPartWithoutARecordIsNamedAndTheOthersAreStillCompared() {
        List<Mismatch> found = SetChecks.of(result(part("a", T, T + 1_000), part("b", T, T + 1_000),
                part("c", T, T + 1_000)), List.of(record(0, s -> s), Optional.empty(), record(2, "quick", s -> s)));

        assertThat(found).extracting(Mismatch::check).containsExactly(SetCheck.RECORD, SetCheck.PROFILE);
        assertThat(found.get(0).detail()).startsWith("no record of b ");
        assertThat(found.get(1).detail()).isEqualTo("smoke in a; quick in c");
    }

    @Test
    void theRefusalNamesEveryCheckFailedAndTheOptionThatPassesOverThem() {
        String refusal = SetChecks.refusal(List.of(new Mismatch(SetCheck.PROFILE, "smoke in a; quick in b"),
                new Mismatch(SetCheck.OVERLAP, "not at the same time: ...")));
        assertThat(refusal).contains("\n  profile: smoke in a; quick in b\n  overlap: not at the same time: ...")
                .contains("-DallowMismatch=profile,overlap ");
    }

    @Test
    void allowMismatchTakesTrueOrCheckNames() {
        assertThat(SetCheck.parse("true")).containsExactly(SetCheck.values());
        assertThat(SetCheck.parse(" ")).isEmpty();
        assertThat(SetCheck.parse("false")).isEmpty();
        assertThat(SetCheck.parse("overlap, Profile")).containsExactly(SetCheck.PROFILE, SetCheck.OVERLAP);
    }
}
