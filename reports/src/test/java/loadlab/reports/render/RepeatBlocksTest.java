package loadlab.reports.render;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.json.Json;
import loadlab.reports.repeat.RepeatStats;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RepeatFigures;
import loadlab.reports.summary.RunFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rows across their repeats on the page, in the Markdown and in summary.json; nothing new for one run. */
class RepeatBlocksTest {
    private static final RepeatStats STEADY = RepeatStats.of(List.of(10_000.0, 10_400.0, 9_800.0));
    private static final RepeatStats SCATTERED = RepeatStats.of(List.of(2_000.0, 6_000.0, 9_000.0));
    // CV = sample standard deviation (n - 1) / mean, as RepeatStats documents; worked by hand.
    // STEADY: mean = 30 200 / 3 = 10 066.67; deviations -66.67, +333.33, -266.67; squares sum to
    // 1 680 000 / 9 = 186 666.67; / (3 - 1) = 93 333.33; sd = 305.51; CV = 305.51 / 10 066.67 = 3.03 %
    // (the population deviation, / 3, would give 2.48 %).
    private static final String STEADY_CV = "3.0 %";
    // SCATTERED: mean = 17 000 / 3 = 5 666.67; deviations -3 666.67, +333.33, +3 333.33; squares sum to
    // 222 000 000 / 9 = 24 666 666.67; / (3 - 1) = 12 333 333.33; sd = 3 511.88; CV = 3 511.88 / 5 666.67
    // = 61.97 % (the population deviation would give 50.60 %).
    private static final String SCATTERED_CV = "62.0 %";
    private static final double SCATTERED_CV_PCT = 61.974;

    @TempDir
    Path reports;

    private static CatalogEntry hello(RepeatFigures figures) {
        return RunFixtures.entry(RunFixtures.run("hellosimulation-1", "HelloSimulation", T0, List.of("Hello"),
                request("Hello", List.of(), 3000, 0, 2, 4, null),
                request("Hello Keep-Alive", List.of(), 3000, 0, 1, 2, null)),
                Map.of("helloVariants", "closed-close,closed-keepalive")).withRepeats(figures);
    }

    @Test
    void eachRepeatedRowShowsMedianMinMaxAndCvAndAnInconsistentOneIsMarked() throws IOException {
        SummaryFiles.write(RunFixtures.summary(hello(new RepeatFigures(
                Map.of("closed-close", SCATTERED, "closed-keepalive", STEADY), Map.of(), Map.of()))), reports);

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown).contains("| closed-close | 3 | 2000.0, 6000.0, 9000.0 | 6000.0 | 2000.0 \u2013 9000.0 | "
                + SCATTERED_CV + " | **" + RepeatBlocks.INCONSISTENT + "** |");
        assertThat(markdown).contains("| closed-keepalive | 3 | 10000.0, 10400.0, 9800.0 | 10000.0 | 9800.0 \u2013 10400.0 | "
                + STEADY_CV + " | " + RepeatBlocks.CONSISTENT + " |");
        assertThat(markdown).contains("1 of 2 row(s) INCONSISTENT across repeats: closed-close (CV " + SCATTERED_CV + ")");
        assertThat(Files.readString(reports.resolve(SummaryFiles.HTML))).contains(RepeatBlocks.INCONSISTENT)
                .contains("INCONSISTENT across repeats");
        JsonNode rows = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile()).path("hello").path("rows");
        assertThat(rows.get(0).path("repeats").path("inconsistent").asBoolean()).isTrue();
        assertThat(rows.get(0).path("repeats").path("median").asDouble()).isEqualTo(6000.0);
        assertThat(rows.get(0).path("repeats").path("cvPct").asDouble()).isCloseTo(SCATTERED_CV_PCT, within(0.001));
        assertThat(rows.get(1).path("repeats").path("inconsistent").asBoolean()).isFalse();
        assertThat(rows.get(1).path("repeats").path("repeats").asInt()).isEqualTo(3);
    }

    @Test
    void aRepeatedRowsP95HasItsOwnTableAfterTheThroughputs() throws IOException {
        SummaryFiles.write(RunFixtures.summary(hello(new RepeatFigures(Map.of("closed-keepalive", STEADY), Map.of(),
                Map.of(), Map.of("closed-keepalive", RepeatStats.of(List.of(2.0, 2.0, 6.0))), Map.of(), Map.of()))),
                reports);

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        // 2, 2, 6 ms: median 2, mean 3.33, sample deviation 2.31, CV 69.3 %.
        assertThat(markdown).contains("| Row | Repeats | p95 (ms), each repeat | Median | Min \u2013 max | CV |")
                .contains("| closed-keepalive | 3 | 2.0, 2.0, 6.0 | 2.0 | 2.0 \u2013 6.0 | 69.3 % | **"
                        + RepeatBlocks.INCONSISTENT + "** |")
                .contains("1 of 1 row(s) INCONSISTENT across repeats: closed-keepalive (CV 69.3 %). Their p95 (ms)"
                        + " repeats disagree");
        assertThat(markdown.indexOf("p95 (ms), each repeat")).isGreaterThan(markdown.indexOf("Throughput (OK/s), each"));
        JsonNode row = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile()).path("hello").path("rows")
                .get(1);
        assertThat(row.path("p95Repeats").path("median").asDouble()).isEqualTo(2.0);
        assertThat(row.path("p95Repeats").path("inconsistent").asBoolean()).isTrue();
    }

    @Test
    void oneRunShowsNothingNew() throws IOException {
        SummaryFiles.write(RunFixtures.summary(hello(RepeatFigures.NONE)), reports);

        assertThat(Files.readString(reports.resolve(SummaryFiles.MARKDOWN))).doesNotContain("Repeats:")
                .doesNotContain(RepeatBlocks.INCONSISTENT);
        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.path("hello").path("rows").get(0).has("repeats")).isFalse();
        assertThat(json.path("hello").path("rows").get(0).has("p95Repeats")).isFalse();
        assertThat(json.path("metrics").findValues("cvPct")).isEmpty();
    }
}
