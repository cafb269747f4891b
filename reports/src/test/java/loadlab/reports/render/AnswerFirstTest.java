package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.reports.sidebyside.TargetFixtures;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;
import loadlab.reports.summary.Summary;
import org.junit.jupiter.api.Test;

/**
 * Each experiment opens with its answer: one sentence per question the original asked, with its
 * figures and what bound them, then the chart, then a compact table; the method and the wide table
 * follow collapsed. Read from the page's blocks for the lab's runs on the reference server.
 */
class AnswerFirstTest {
    private static final Map<String, List<String>> CHARTS = Map.of("transports", List.of("t.png"),
            "insert", List.of("i.png"), "hello", List.of("h.png"));
    private static final int COMPACT_COLUMNS = 10;

    private final Summary summary = RunFixtures.summary(TargetFixtures.REFERENCE_HELLO, reference("insert-ref"),
            reference("transports-ref"));
    private final List<Block> blocks = SummaryDocument.of(summary, CHARTS);

    private static CatalogEntry reference(String runId) {
        return TargetFixtures.labRuns().stream().filter(entry -> entry.run().runId().equals(runId)).findFirst()
                .orElseThrow();
    }

    /** The blocks from the heading that starts with {@code title} to the next level-2 heading, the heading excluded. */
    private List<Block> section(String title) {
        List<Block> section = new ArrayList<>();
        boolean in = false;
        for (Block block : blocks) {
            if (block instanceof Block.Heading heading && heading.level() == 2) {
                if (in) {
                    break;
                }
                in = heading.text().startsWith(title);
            } else if (in) {
                section.add(block);
            }
        }
        assertThat(section).as(title).isNotEmpty();
        return section;
    }

    private static List<String> kinds(List<Block> section) {
        return section.stream().map(block -> block.getClass().getSimpleName()).toList();
    }

    @Test
    void transportsAnswerWhichTransportIsFastestBeforeItsChartAndCompactTable() {
        List<Block> transports = section("Transports");

        assertThat(kinds(transports).subList(0, 4)).containsExactly("Paragraph", "Image", "Grid", "Details");
        assertThat(((Block.Paragraph) transports.get(0)).text()).isEqualTo("Plain framing, 10 sequential exchanges per"
                + " page: WS is fastest at 40 ms in total (mean over its pages, think time excluded); AJAX 2.50x that"
                + " (100 ms), Fresh WS 3.00x that (120 ms); no page failed; bound by latency.");
        assertCompactThenWideCollapsed(transports, 2);
    }

    @Test
    void insertAnswersTheRampAndTheBooksBeforeItsCharts() {
        List<Block> insert = section("Insert");

        assertThat(kinds(insert).subList(0, 5)).containsExactly("Paragraph", "Paragraph", "Image", "Grid", "Details");
        assertThat(((Block.Paragraph) insert.get(0)).text()).startsWith("From 10 clients to 1000 clients: ")
                .contains(" acknowledged inserts/s (most at ").contains("p95 ").contains("; bound by ");
        assertThat(((Block.Paragraph) insert.get(1)).text()).startsWith("No insert failed; reconciliation: ")
                .endsWith("balanced, nothing lost.");
        assertCompactThenWideCollapsed(insert, 3);
    }

    @Test
    void helloAnswersThroughputAndServerCpuPerRequestBeforeItsChart() {
        List<Block> hello = section("Hello");

        assertThat(kinds(hello).subList(0, 5)).containsExactly("Paragraph", "Paragraph", "Image", "Grid", "Details");
        assertThat(((Block.Paragraph) hello.get(0)).text()).isEqualTo("Throughput (a new connection per request):"
                + " closed-close 2000 req/s (p95 8 ms, no KO, bound by server).");
        assertThat(((Block.Paragraph) hello.get(1)).text())
                .isEqualTo("Server CPU per request, over each variant's window: closed-close 950 \u00b5s.");
        assertCompactThenWideCollapsed(hello, 3);
    }

    @Test
    void thePagesOwnMethodIsCollapsedAboveTheAnswers() {
        Block.Details reading = blocks.stream().filter(Block.Details.class::isInstance).map(Block.Details.class::cast)
                .findFirst().orElseThrow();

        assertThat(reading.summary()).isEqualTo(SummaryDocument.READING);
        assertThat(reading.blocks()).containsExactly(new Block.Paragraph(Format.RESOLUTION_NOTE),
                new Block.Paragraph(SummaryDocument.BOUND_BY_LEGEND));
    }

    /** The grid at {@code compact} has at most ten columns; the details after it holds the method and the wide table. */
    private static void assertCompactThenWideCollapsed(List<Block> section, int compact) {
        Block.Grid grid = (Block.Grid) section.get(compact);
        Block.Details details = (Block.Details) section.get(compact + 1);
        assertThat(grid.table().headers()).hasSizeLessThanOrEqualTo(COMPACT_COLUMNS).contains("Bound by");
        assertThat(details.summary()).isEqualTo(SummaryDocument.METHOD);
        assertThat(details.blocks().get(0)).isInstanceOf(Block.Paragraph.class);
        assertThat(details.blocks()).filteredOn(Block.Grid.class::isInstance).map(block -> (Block.Grid) block)
                .anySatisfy(wide -> assertThat(wide.table().headers()).hasSizeGreaterThan(COMPACT_COLUMNS)
                        .containsAll(grid.table().headers().stream().filter(header -> !header.startsWith("Per exchange"))
                                .toList()));
    }
}
