package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.record.ClockOffset;
import loadlab.record.MergeManifest;
import loadlab.reports.summary.RunListing;
import org.junit.jupiter.api.Test;

/** The parts of a merged run under the run table: host and clock per injector, and a merge that passed over a check. */
class MergeBlocksTest {

    private static RunListing run(String id, MergeManifest merge) {
        return new RunListing(id, "InsertSimulation", "", "start", 1.0, 10, 0, true, null, id + "/index.html", "smoke",
                Map.of(), null, null, null, null, null, null, merge);
    }

    private static MergeManifest merge(Map<String, String> overridden) {
        return new MergeManifest(1, "loadlab.gatling.InsertSimulation", 1_000, 10, List.of(
                new MergeManifest.Run("insertsimulation-1", 1_000, 0, 6, 9, "0", "injector-a", new ClockOffset(3, 2, 7)),
                new MergeManifest.Run("insertsimulation-2", 1_040, 40, 4, 6, null, null, null)), overridden);
    }

    @Test
    void eachPartShowsItsInjectorHostAndTheTargetsClockAgainstIts() {
        List<Block> blocks = MergeBlocks.of(List.of(run("insertsimulation-merged", merge(Map.of())), run("plain", null)));

        assertThat(blocks).noneMatch(Block.Warning.class::isInstance);
        Table table = blocks.stream().filter(Block.Grid.class::isInstance).map(block -> ((Block.Grid) block).table())
                .findFirst().orElseThrow();
        assertThat(table.rows()).hasSize(2);
        assertThat(table.rows().get(0)).extracting(Cell::text).containsExactly("insertsimulation-merged",
                "insertsimulation-1", "0", "injector-a", "6", "+0 ms", "+3 ms ± 2");
        assertThat(table.rows().get(1)).extracting(Cell::text).containsExactly("insertsimulation-merged",
                "insertsimulation-2", "-", "unknown", "4", "+40 ms", SummaryTables.NOT_MEASURED);
    }

    @Test
    void aMergeThatPassedOverACheckIsAWarning() {
        List<Block> blocks = MergeBlocks.of(List.of(run("m", merge(Map.of("overlap", "not at the same time: ...")))));

        assertThat(blocks).filteredOn(Block.Warning.class::isInstance).singleElement()
                .extracting(block -> ((Block.Warning) block).text()).asString()
                .contains("Run m was merged from runs that are not one set").contains("overlap: not at the same time");
    }

    @Test
    void aSummaryWithoutAMergedRunHasNoPartsTable() {
        assertThat(MergeBlocks.of(List.of(run("plain", null)))).isEmpty();
    }
}
