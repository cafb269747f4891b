package loadlab.reports.sidebyside;

import static loadlab.reports.sidebyside.TargetFixtures.insert;
import static loadlab.reports.summary.RunFixtures.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.TargetFixtures.Load;
import loadlab.reports.summary.CatalogEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The insert sentence. Steps here last 2 s: a step's rate is its requests / 2. */
class InsertSentenceTest {
    private static final TargetSet SET = TargetSet.started(T0 - 60_000, "smoke",
            List.of("InsertSimulation", "HelloSimulation"), List.of(TargetRuns.planned("reference", "reference server"),
                    TargetRuns.planned("node", "one Node.js process"), TargetRuns.planned("nginx", "nginx")))
            .with("nginx", SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only"))
            .ended(T0 + 600_000);

    @TempDir
    Path reports;

    private InsertSideBySide compare(CatalogEntry... entries) {
        return compare(SET, entries);
    }

    private InsertSideBySide compare(TargetSet recorded, CatalogEntry... entries) {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, recorded);
        return SideBySide.of(set, List.of(entries)).orElseThrow().insert();
    }

    private static CatalogEntry reference(int[] p99, long lost) {
        return insert("insert-ref", "reference", T0, new int[] {10, 100, 1000}, new long[] {2000, 8000, 10_000}, p99,
                lost, Load.SERVER);
    }

    private static CatalogEntry node(long atHundred, int p99AtHundred, long lost) {
        return insert("insert-node", "node", T0 + 30_000, new int[] {10, 100}, new long[] {2000, atHundred},
                new int[] {4, p99AtHundred}, lost, Load.SERVER);
    }

    @Test
    void targetsAreComparedAtTheHighestStepBothRan() {
        InsertSideBySide insert = compare(reference(new int[] {5, 20, 80}, 0), node(6000, 30, 0));

        assertThat(insert.answers()).containsExactly("at concurrency 100 node inserts 0.75\u00d7 reference's rate, p99"
                + " 1.50\u00d7 (both steps server-bound: every figure at the server's limit, so the ratio compares"
                + " capacity); nginx skipped: nginx serves /hello only.");
        assertThat(insert.concurrencies()).containsExactly(10, 100, 1000);
        assertThat(insert.comparisons()).extracting(Comparison::item).containsOnly("c100");
        assertThat(insert.comparisons().get(0).ratio()).isCloseTo(0.75, within(1e-9));
    }

    @Test
    void changingAFigureChangesTheSentence() {
        InsertSideBySide insert = compare(reference(new int[] {5, 20, 80}, 0), node(12_000, 10, 0));

        assertThat(insert.answers().get(0)).startsWith("at concurrency 100 node inserts 1.50\u00d7 reference's rate,"
                + " p99 0.50\u00d7");
    }

    @Test
    void p99BelowGatlingsResolutionIsNotDivided() {
        InsertSideBySide insert = compare(reference(new int[] {5, 0, 80}, 0), node(6000, 30, 0));

        assertThat(insert.answers().get(0)).contains("p99 not compared (below Gatling's 1 ms resolution on reference)");
        assertThat(insert.comparisons()).extracting(Comparison::figure).containsExactly(Comparison.THROUGHPUT);
    }

    @Test
    void booksThatDoNotBalanceAreNamedBesideTheRate() {
        InsertSideBySide insert = compare(reference(new int[] {5, 20, 80}, 0), node(6000, 30, 5));

        assertThat(insert.answers().get(0)).contains("; node's books did not balance: 8000 acknowledged, 7995 stored)");
    }

    @Test
    void aSingleTargetWithAnInsertRunIsSaidToBeAlone() {
        InsertSideBySide insert = compare(reference(new int[] {5, 20, 80}, 0),
                TargetFixtures.hello("hello-node", "node", T0 + 40_000, 1000, 0, 5, Load.SERVER));

        assertThat(insert.answers()).containsExactly("only reference ran insert; node not run (the set ended before it);"
                + " nginx skipped: nginx serves /hello only.");
        assertThat(insert.comparisons()).isEmpty();
    }

    @Test
    void aRunTheSetRecordedAsFailedIsNamedInTheSentence() {
        InsertSideBySide insert = compare(SET.with("node", SimulationOutcome.failed("InsertSimulation",
                "assertion failed: p95 above 100 ms")), reference(new int[] {5, 20, 80}, 0), node(6000, 30, 0));

        assertThat(insert.answers().get(0)).endsWith("capacity); node's run FAILED: assertion failed: p95 above 100 ms;"
                + " nginx skipped: nginx serves /hello only.");
    }
}
