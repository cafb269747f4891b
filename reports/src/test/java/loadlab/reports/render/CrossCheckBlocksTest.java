package loadlab.reports.render;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.record.RunRecord;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;
import loadlab.record.crosscheck.ToolResult;
import loadlab.record.json.Json;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cross-check table on the page, in the Markdown and in summary.json. */
class CrossCheckBlocksTest {
    @TempDir
    Path reports;

    private static CatalogEntry hello(List<CrossCheck> checks) {
        return RunFixtures.entry(RunFixtures.run("hellosimulation-1", "HelloSimulation", T0, List.of("Hello"),
                        request("Hello", List.of(), 3000, 0, 2, 4, null),
                        request("Hello Keep-Alive", List.of(), 3000, 0, 1, 2, null),
                        request("Hello Open", List.of(), 3000, 0, 1, 2, null)),
                RunRecord.of("HelloSimulation", T0 - 1000, "quick",
                        Map.of("helloVariants", "closed-close,closed-keepalive,open-close"))
                        .with(draft -> draft.crossChecks = checks));
    }

    @Test
    void measuredRowShowsBothFiguresTheRatioAndTheCommandRightAfterTheHelloTable() throws IOException {
        CrossCheck wrk = CrossCheck.measured("closed-keepalive", CrossCheckTool.WRK, "wrk -t2 -c100 -d10s http://x/hello",
                T0 + 20_000, T0 + 30_000, new ToolResult(900_000, 899_000, 1000, 3, Map.of("read", 3L), 10.0, 90_000.0), 4.5);
        SummaryFiles.write(RunFixtures.summary(hello(List.of(wrk))), reports);
        String md = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));

        String section = md.substring(md.indexOf("## Hello"), md.indexOf("## Runs"));
        assertThat(section.indexOf(CrossCheckBlocks.HEADING)).isGreaterThan(section.indexOf("| Model |"));
        // Gatling's Cnt/s in the fixture is count / 10 = 300/s; wrk's OK rate 90 000 x 899 000 / 900 000.
        assertThat(section).contains("| closed-keepalive | 300.0 | wrk | 89900.0 | 299.67 | **1000 non-2xx, 3 failed** |")
                .contains("wrk -t2 -c100 -d10s http://x/hello (900000 requests in 10.00 s)")
                // wrk's own 4.5 CPU-s over 900 000 requests: 5 µs each; the fixture's Gatling JVM was not sampled.
                .contains("| not measured / 5 | wrk -t2");
        assertThat(Files.readString(reports.resolve(SummaryFiles.HTML))).contains(CrossCheckBlocks.HEADING);
    }

    @Test
    void rowsWithoutFiguresSayNotMeasuredOrNotComparableAndWhy() throws IOException {
        CrossCheck ab = CrossCheck.notMeasured("closed-close", CrossCheckTool.AB, null,
                "ab is not on the PATH (package apache2-utils)", CrossCheckTool.INSTALL);
        CrossCheck open = CrossCheck.notComparable("open-close", "not comparable: open model");
        SummaryFiles.write(RunFixtures.summary(hello(List.of(ab, open))), reports);
        String md = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));

        assertThat(md).contains("| closed-close | 300.0 | ab | not measured | not measured | - | not measured | not measured"
                + " | not measured / not measured | ab is not on the PATH (package apache2-utils);"
                + " install: apt-get install wrk apache2-utils |");
        assertThat(md).contains("| open-close | 300.0 | - | not comparable | not comparable | - | not measured |"
                + " not comparable | not measured / not comparable | not comparable: open model |");
        // The keep-alive variant's run has no record for it.
        assertThat(md).contains("| closed-keepalive | 300.0 | - | not measured |");
    }

    @Test
    void jsonHoldsTheRowsAndInfoMetrics() throws IOException {
        CrossCheck ab = CrossCheck.measured("closed-close", CrossCheckTool.AB, "ab -r -n 3000 -c 10 http://x/hello",
                T0 + 20_000, T0 + 21_000, new ToolResult(3000, 3000, 0, 0, Map.of(), 0.5, 6000.0), 0.3);
        SummaryFiles.write(RunFixtures.summary(hello(List.of(ab))), reports);
        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());

        JsonNode row = json.get("crossCheck").get("rows").get(0);
        assertThat(row.get("variant").asText()).isEqualTo("closed-close");
        assertThat(row.get("status").asText()).isEqualTo("MEASURED");
        assertThat(row.get("ratio").asDouble()).isEqualTo(20.0);
        boolean found = false;
        for (JsonNode metric : json.get("metrics")) {
            if (metric.get("id").asText().equals("hello.closed-close.crosscheck_ratio")) {
                assertThat(metric.get("kind").asText()).isEqualTo("INFO");
                assertThat(metric.get("value").asDouble()).isEqualTo(20.0);
                found = true;
            }
        }
        assertThat(found).as("hello.closed-close.crosscheck_ratio in metrics").isTrue();
        assertThat(row.get("toolClientCpuPer1000").asDouble()).isEqualTo(0.1);
    }
}
