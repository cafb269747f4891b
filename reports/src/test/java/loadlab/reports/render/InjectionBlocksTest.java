package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import loadlab.reports.summary.InjectionRow;
import loadlab.reports.summary.RunListing;
import org.junit.jupiter.api.Test;

/** Under the run table: each population's starts against its plan, and a warning where the injector fell behind. */
class InjectionBlocksTest {
    private static final InjectionRow KEPT = new InjectionRow("Hello open-close", "open", "200/s for 10 s", 2000, 2000,
            0.1, 0.8, 3.0, false, "2000 of 2000 planned users started; the injector kept its plan");
    private static final InjectionRow BEHIND = new InjectionRow("Concurrency 1000", "open", "1000 over 2 s", 1000, 1000,
            4.0, 62.5, 80.0, true, "1000 of 1000 planned users started; the injector fell behind its plan");
    private static final InjectionRow CLOSED = new InjectionRow("Held", "closed", "10 concurrent for 5 s", 0, 37, null,
            null, null, null, "37 users started");

    private static RunListing run(String id, boolean used, InjectionRow... rows) {
        return new RunListing(id, "HelloSimulation", "", "start", 1.0, 10, 0, used, null, id + "/index.html", "smoke",
                Map.of(), null, null, null, null, null, null, null, List.of(rows));
    }

    @Test
    void aPopulationBehindItsPlanIsAWarningAndEveryPopulationIsInTheTable() {
        List<Block> blocks = InjectionBlocks.of(List.of(run("a", true, KEPT, BEHIND, CLOSED), run("old", false, BEHIND)));

        assertThat(blocks).filteredOn(Block.Warning.class::isInstance).singleElement()
                .extracting(block -> ((Block.Warning) block).text()).asString()
                .startsWith("Run a, Concurrency 1000: 1000 of 1000 planned users started; the injector fell behind");
        Table table = blocks.stream().filter(Block.Details.class::isInstance)
                .flatMap(block -> ((Block.Details) block).blocks().stream()).filter(Block.Grid.class::isInstance)
                .map(block -> ((Block.Grid) block).table()).findFirst().orElseThrow();
        assertThat(table.rows()).as("the runs summarised only").hasSize(3);
        assertThat(table.rows().get(0)).extracting(Cell::text).containsExactly("a", "Hello open-close",
                "open: 200/s for 10 s", "2000 of 2000", "0.10 / 0.80 / 3.0", "kept its plan");
        assertThat(table.rows().get(1).get(4).alert()).isTrue();
        assertThat(table.rows().get(2)).extracting(Cell::text).containsExactly("a", "Held",
                "closed: 10 concurrent for 5 s", "37", "-", "no verdict");
    }

    @Test
    void runsKeptOnPlanSaySoAndRunsNotTimedShowNothing() {
        assertThat(InjectionBlocks.of(List.of(run("a", true, KEPT)))).filteredOn(Block.Paragraph.class::isInstance)
                .extracting(block -> ((Block.Paragraph) block).text()).first().asString()
                .contains("started its users on time");
        assertThat(InjectionBlocks.of(List.of(run("b", true)))).isEmpty();
    }
}
