package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import loadlab.record.json.Json;
import loadlab.record.targets.TargetSet;
import loadlab.reports.sidebyside.SideBySide;
import loadlab.reports.sidebyside.TargetFixtures;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;
import loadlab.reports.summary.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The side-by-side on the page, in the Markdown and in summary.json, for the lab's set in small. */
class SideBySideFilesTest {
    @TempDir
    Path reports;

    private Summary written() {
        TargetSet set = TargetFixtures.writtenAndReadBack(reports, TargetFixtures.labSet());
        Summary summary = RunFixtures.summary(set, TargetFixtures.labRuns().toArray(CatalogEntry[]::new));
        SummaryFiles.write(summary, reports);
        return summary;
    }

    @Test
    void pageAnswersEachExperimentInOneSentenceBeforeItsTables() throws IOException {
        SideBySide sideBySide = written().sideBySide();

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        String section = markdown.substring(markdown.indexOf("## " + SideBySideBlocks.HEADING),
                markdown.indexOf("## Transports: AJAX vs WebSocket"));
        assertThat(section)
                .contains("\n\nTransports: " + sideBySide.transports().answers().get(0) + "\n\n")
                .contains("\n\nInsert: " + sideBySide.insert().answers().get(0) + "\n\n")
                .contains("\n\nHello: " + sideBySide.hello().answers().get(0) + "\n\n")
                .contains("Baseline: reference.")
                .contains(SideBySideBlocks.SINGLE_RUN_NOTE);
        assertThat(section.indexOf("Hello: ")).isLessThan(section.indexOf("### Outcomes per target"));
    }

    @Test
    void skippedAndFailedOutcomesAreListedPerTargetWithTheirReasons() throws IOException {
        written();

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown)
                .contains("| nginx | nginx, one worker | InsertSimulation | skipped | nginx serves /hello only |"
                        + " no run found |")
                .contains("| node | one Node.js 20 process | InsertSimulation | **failed** | assertion failed: p95 above"
                        + " 100 ms | insert-node |")
                .contains("> **Warning:** 1 run(s) of the set FAILED: node InsertSimulation: assertion failed: p95 above"
                        + " 100 ms.")
                .contains("Not in this comparison: nginx skipped: nginx serves /hello only.");
    }

    @Test
    void insertShowsOneColumnPairPerTargetAndAChartSeriesPerTarget() throws IOException {
        written();

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown)
                .contains("| Concurrency | reference: Throughput (OK/s) | reference: p99 (ms) | node: Throughput (OK/s) |"
                        + " node: p99 (ms) |")
                // Steps of 2 s: 10 000 and 6000 inserts; both steps server-bound.
                .contains("| 1000 | 5000.0 (server) | 80 | 3000.0 (server) | 150 |")
                .contains("| reference | Reconciliation: 20000 inserts acknowledged (201)");
        assertThat(reports.resolve(SideBySideCharts.INSERT_THROUGHPUT)).isRegularFile();
        assertThat(reports.resolve(SideBySideCharts.INSERT_P99)).isRegularFile();
        assertThat(Files.readString(reports.resolve(SummaryFiles.HTML)))
                .contains("<img src=\"" + SideBySideCharts.INSERT_THROUGHPUT + "\"");
    }

    @Test
    void helloAndTransportsTablesPutEachTargetBesideTheBaseline() throws IOException {
        written();

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown)
                .contains("| closed-close | reference | ok | 2000.0 | baseline |")
                .contains("| closed-close | node | ok | 3000.0 | 1.50\u00d7 |")
                .contains("| closed-close | nginx | ok | 4000.0 | 2.00\u00d7 |")
                .contains("| Framing | Transport | N exchanges | reference: total mean (ms) | node: total mean (ms) |"
                        + " node \u00f7 reference |")
                .contains("| plain | Fresh WS | 10 | 120 (latency) | 150 (latency) | 1.25\u00d7 |");
    }

    @Test
    void singleRunSectionsShowTheReferenceRunsAndTheRunListNamesEachRunsTarget() throws IOException {
        written();

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown.substring(markdown.indexOf("## Runs")))
                .contains("| HelloSimulation (closed-close) | ran its plan | nginx |")
                .contains("| InsertSimulation | ran its plan | node |")
                .contains("| no (other target) |");
        assertThat(markdown).contains("Run insert-ref on reference. Reconciliation:")
                .contains("Run transports-ref on reference (plain framing")
                .contains("[hello-ref (reference)](hello-ref/index.html)")
                .doesNotContain("[hello-nginx (nginx)](hello-nginx/index.html)");
    }

    @Test
    void summaryJsonCarriesTheSideBySideAndReadsBack() throws IOException {
        Summary summary = written();

        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/sideBySide/baseline").asText()).isEqualTo("reference");
        assertThat(json.at("/sideBySide/hello/answers/0").asText())
                .isEqualTo(summary.sideBySide().hello().answers().get(0));
        assertThat(json.at("/sideBySide/targets/2/outcomes/1/status").asText()).isEqualTo("SKIPPED");
        assertThat(json.at("/sideBySide/insert/targets/1/section/steps/2/throughput").asDouble()).isEqualTo(3000.0);
        assertThat(json.at("/runs/0/targetName").asText()).isEqualTo("reference");
        assertThat(json.at("/metrics").findValuesAsText("id"))
                .contains("sidebyside.node.insert.c1000.throughput_vs_reference",
                        "sidebyside.reference.transports.ws.x10.total_time_vs_ajax");
        Summary readBack = Json.read(reports.resolve(SummaryFiles.JSON), Summary.class);
        assertThat(readBack.sideBySide().answers()).isEqualTo(summary.sideBySide().answers());
    }

    @Test
    void summaryWithoutASetShowsNoSideBySide() throws IOException {
        SummaryFiles.write(RunFixtures.summary(TargetFixtures.labRuns().toArray(CatalogEntry[]::new)), reports);

        assertThat(Files.readString(reports.resolve(SummaryFiles.MARKDOWN))).doesNotContain(SideBySideBlocks.HEADING);
        assertThat(reports.resolve(SideBySideCharts.INSERT_THROUGHPUT)).doesNotExist();
        assertThat(Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile()).at("/sideBySide").isNull())
                .isTrue();
    }
}
