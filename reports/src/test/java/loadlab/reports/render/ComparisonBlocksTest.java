package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonSide.Label;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.comparison.ComparisonJudge;
import loadlab.reports.comparison.ComparisonFigures;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.comparison.ComparisonThresholds;
import loadlab.reports.comparison.RoundSide;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import loadlab.reports.summary.RunFixtures;
import loadlab.reports.summary.Summary;
import org.junit.jupiter.api.Test;

/**
 * The A/B section on the page and in Markdown: a comparison of four pairs where B costs 1.5 times A's
 * server CPU per request on hello, and B's seventh round failed once and passed when its pair ran again.
 */
class ComparisonBlocksTest {
    private static final ComparisonSide A = new ComparisonSide(Label.A, "HEAD~1", "the reference server built at 1234abc",
            "1234abc");
    private static final ComparisonSide B = new ComparisonSide(Label.B, "reference", "the reference server of the working tree",
            null);

    private static ComparisonSection section() {
        ComparisonRecord record = ComparisonRecord.started(1_800_000_000_000L, "smoke", List.of("HelloSimulation"), 4, A, B);
        Map<RoundSide, List<Metric>> figures = new LinkedHashMap<>();
        for (int round = 1; round <= 8; round++) {
            for (Label side : ComparisonRecord.order(round)) {
                if (round == 7 && side == Label.B) {
                    record = record.with(new RoundRun(round, side, "HelloSimulation", 1, RoundRun.Status.FAILED,
                            "Gatling exited with code 1", 0, 1));
                }
                record = record.with(new RoundRun(round, side, "HelloSimulation", round >= 7 ? 2 : 1,
                        RoundRun.Status.PASSED, null, 0, 1));
                figures.put(new RoundSide(round, side), List.of(new Metric("hello.cpu_s_per_1000",
                        side == Label.A ? 0.5 : 0.75, "s", MetricKind.CPU_COST)));
            }
        }
        ComparisonThresholds noFloor = ComparisonThresholds.from(new java.util.Properties(), Map.of(
                "comparison.spread.floorPercent", "0"));
        return new ComparisonJudge(noFloor, false).compare(record.ended(1_800_000_100_000L),
                new ComparisonFigures(figures, List.of()));
    }

    // The pairs agree exactly and are judged on that spread (no floor), so the page's figures can be spelled out.
    private static List<Block> blocks() {
        Summary summary = new Summary(Summary.FORMAT, RunFixtures.ENVIRONMENT, "reference", List.of(), List.of(), List.of(), null,
                null, null, null, List.of(), null, null, section(), null);
        return SummaryDocument.of(summary, Map.of());
    }

    @Test
    void sectionOpensWithTheSidesTheVerdictAndTheAnswerBeforeItsTable() {
        String markdown = MarkdownPage.render(blocks());
        String section = markdown.substring(markdown.indexOf("## " + ComparisonBlocks.HEADING), markdown.indexOf(
                "## Transports"));

        assertThat(section).contains("A (baseline): the reference server built at 1234abc (given as HEAD~1, commit"
                + " 1234abc). B (under test): the reference server of the working tree (given as reference).")
                .contains("4 pair(s) of rounds measured of 4 planned.")
                .contains("> **Warning:** The comparison fails: hello.cpu_s_per_1000 is WORSE: surely beyond +2 %");
        assertThat(section.indexOf("Hello: B costs 1.50\u00d7 A's server CPU per request on hello: worse, surely beyond"
                + " +2 %: interval 1.50\u20131.50 (90.0 %, 4 pairs, look 1); this run could see +2 % server CPU per request"
                + " on hello. Gated: 1 worse."))
                .isPositive().isLessThan(section.indexOf("| Metric | A | B | B / A |"));
    }

    @Test
    void aGatedWorseVerdictIsFlaggedWithWhatItCouldSeeAndAFailedRunIsNamedWithItsReason() {
        String markdown = MarkdownPage.render(blocks());

        assertThat(markdown)
                .contains("| hello.cpu_s_per_1000 | 0.5000 s | 0.7500 s | 1.50\u00d7 | 1.50\u20131.50 (90.0 %, 4 pairs)"
                        + " | **worse, surely beyond +2 %: interval 1.50\u20131.50 (90.0 %, 4 pairs, look 1)** | +2 %; 9 in 10"
                        + " at its target takes 2 pairs |")
                .contains("> **Warning:** 1 run(s) FAILED and are left out of the figures (a pair with one is run once"
                        + " more): round 7 B HelloSimulation (Gatling exited with code 1).");
    }

    @Test
    void theMethodIsCollapsedOnThePageAndASectionOfItsOwnInMarkdown() {
        String html = HtmlPage.render(blocks());
        String markdown = MarkdownPage.render(blocks());

        assertThat(html).contains("<details>\n<summary>How B was compared with A: pairs, the sequential test,"
                + " thresholds</summary>\n<p>The suite ran the same simulations against A and B in pairs of rounds");
        int method = html.indexOf("<details>\n<summary>How B was compared with A");
        assertThat(html.substring(method, html.indexOf("</details>", method)))
                .contains("<td>hello.cpu_s_per_1000</td><td>1: 1.50\u00d7, 2: 1.50\u00d7, 3: 1.50\u00d7, 4: 1.50\u00d7</td>");
        assertThat(markdown).contains("### How B was compared with A: pairs, the sequential test, thresholds\n\nThe suite"
                + " ran");
    }

    @Test
    void noComparisonNoSection() {
        assertThat(ComparisonBlocks.of(null)).isEmpty();
    }
}
