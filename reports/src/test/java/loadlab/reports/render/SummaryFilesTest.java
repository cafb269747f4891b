package loadlab.reports.render;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.record.InsertStep;
import loadlab.record.ItemBooks;
import loadlab.record.ProcessUsage;
import loadlab.record.Reconciliation;
import loadlab.record.RunRecord;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.json.Json;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page, the Markdown and summary.json written for runs built in code, failed ones among them. */
class SummaryFilesTest {
    private static final String OOM = "the server the suite started exited (code 3): Terminating due to"
            + " java.lang.OutOfMemoryError: Java heap space";

    @TempDir
    Path reports;

    /** A run whose server died, in small: c=10 answered, c=1000 met a dead server (every insert refused). */
    private static CatalogEntry insert(RunRecord record) {
        long start = record.startEpochMillis() + 1_000;
        return RunFixtures.entry(RunFixtures.run("insertsimulation-1", "InsertSimulation", start, List.of(),
                group("Concurrency 10", 2000, 0, 4, 9, new TimeWindow(start, start + 4000)),
                request("Insert", List.of("Concurrency 10"), 2000, 0, 4, 9, new TimeWindow(start, start + 4000)),
                group("Concurrency 1000", 400_000, 400_000, 0, 1, new TimeWindow(start + 4000, start + 9000)),
                request("Insert", List.of("Concurrency 1000"), 400_000, 400_000, 0, 1,
                        new TimeWindow(start + 4000, start + 9000))), record);
    }

    private static RunRecord insertRecord() {
        return RunRecord.of("InsertSimulation", T0, "seed", Map.of("steps", "10,1000"))
                .with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0 + 1000, T0 + 5000),
                        new InsertStep(1000, T0 + 5000, T0 + 10_000)));
    }

    private static final CatalogEntry HELLO = RunFixtures.entry(RunFixtures.run("hellosimulation-1", "HelloSimulation",
            T0 + 60_000, List.of("Hello"), request("Hello", List.of(), 3000, 0, 2, 4, null),
            request("Hello Keep-Alive", List.of(), 3000, 7, 1, 2, null)), Map.of("helloVariants", "closed"));

    private static final CatalogEntry TRANSPORTS = RunFixtures.entry(RunFixtures.run("transportssimulation-1",
            "TransportsSimulation", T0 + 120_000, List.of(), group("AJAX x10", 5, 0, 20, 30, null),
            group("WS x10", 5, 2, 4, 6, null), request("Exchange WS", List.of("WS x10"), 50, 2, 0, 1, null)), Map.of());

    @Test
    void stepOrRowWithAnyKoIsMarkedFailedOnThePageAndInTheJson() throws IOException {
        SummaryFiles.write(RunFixtures.summary(insert(insertRecord()
                .with(draft -> draft.reconciliation = new Reconciliation(2000, 0, 2000))), HELLO, TRANSPORTS), reports);

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown)
                .contains("\n\nRun insertsimulation-1. Reconciliation: 2000 inserts acknowledged (201); items/count"
                        + " 0 -> 2000 (stored 2000): balanced, nothing lost.\n\n")
                .contains("| 10 | ok | 2000 |")
                .contains("| 1000 | **FAILED (KO)** | 400000 | 5.0 | 0 | 0.0 | 400000 |")
                .contains("> **Warning:** 1 of 2 step(s) FAILED, with KO answers: c=1000 (0 OK, 400000 KO).")
                .contains("| closed | new per request | Hello | ok |")
                .contains("| closed | keep-alive | Hello Keep-Alive | **FAILED (KO)** |")
                .contains("> **Warning:** 1 of 2 variant(s) FAILED, with KO answers: closed-keepalive (2993 OK, 7 KO).")
                .contains("| plain | AJAX | 10 | ok |")
                .contains("| plain | WS | 10 | **FAILED (KO)** |");
        String html = Files.readString(reports.resolve(SummaryFiles.HTML));
        assertThat(html).contains("<td>1000</td><td class=\"alert\">FAILED (KO)</td>")
                .contains("<p class=\"warning\"><strong>Warning:</strong> 1 of 2 step(s) FAILED");

        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/insert/steps/0/failed").asBoolean()).isFalse();
        assertThat(json.at("/insert/steps/1/failed").asBoolean()).isTrue();
        assertThat(json.at("/insert/steps/1/throughput").asDouble()).isZero();
        assertThat(json.at("/hello/rows/0/failed").asBoolean()).isFalse();
        assertThat(json.at("/hello/rows/1/failed").asBoolean()).isTrue();
        assertThat(json.at("/transports/rows/0/failed").asBoolean()).isFalse();
        assertThat(json.at("/transports/rows/1/failed").asBoolean()).isTrue();
    }

    @Test
    void theBooksByIdentityAreShownAndALostItemIsAWarningThoughTheCountBalances() throws IOException {
        ItemBooks lostOne = new ItemBooks(2000, 1999, 1, 0, 1L, 2000, List.of("lost-item"), List.of(), List.of("extra-item"));
        SummaryFiles.write(RunFixtures.summary(insert(insertRecord().with(draft -> draft.reconciliation =
                new Reconciliation(2000, 0, 2000).withItems(lostOne))), HELLO), reports);

        assertThat(Files.readString(reports.resolve(SummaryFiles.MARKDOWN))).contains("> **Warning:** Reconciliation:"
                + " 2000 inserts acknowledged (201); items/count 0 -> 2000 (stored 2000): balanced; by identity (export of"
                + " 2000 documents): 1999 of 2000 acknowledged items stored once, MISSING 1 (lost-item), 1 unacknowledged"
                + " document(s) (extra-item).\n\n");
        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/insert/reconciliationOk").asBoolean(true)).isFalse();
        assertThat(json.at("/insert/reconciliation/items/missingItems/0").asText()).isEqualTo("lost-item");
    }

    @Test
    void abortedRunIsListedWithItsReason() throws IOException {
        SummaryFiles.write(RunFixtures.summary(insert(insertRecord().with(draft -> draft.aborted = OOM)), HELLO), reports);

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        String insertSection = markdown.substring(markdown.indexOf("## Insert"), markdown.indexOf("## Hello"));
        assertThat(insertSection).startsWith("## Insert: throughput and latency per concurrency step\n\n"
                + "> **Warning:** Run insertsimulation-1 was ABORTED: " + OOM + ". The steps below are what it ran"
                + " before it stopped; they are shown as measured, marked \"from aborted run\".\n\n"
                + "> **Warning:** Reconciliation: not run \u2014 failure (run aborted: " + OOM + ").\n\n");
        assertThat(insertSection).contains("| 10 | **from aborted run** | 2000 |")
                .contains("| 1000 | **FAILED (KO), from aborted run** | 400000 |");
        String runs = markdown.substring(markdown.indexOf("## Runs"));
        assertThat(runs).contains("| InsertSimulation | **ABORTED: " + OOM + "** |")
                .contains("| HelloSimulation (closed-close,closed-keepalive) | ran its plan |");
        assertThat(markdown.substring(markdown.indexOf("## Hello"), markdown.indexOf("## Runs")))
                .doesNotContain("ABORTED").doesNotContain("from aborted run");
        assertThat(Files.readString(reports.resolve(SummaryFiles.HTML)))
                .contains("<td class=\"alert\">ABORTED: " + HtmlPage.escape(OOM) + "</td>")
                .contains("<p class=\"warning\"><strong>Warning:</strong> Run insertsimulation-1 was ABORTED: ");

        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/insert/aborted").asText()).isEqualTo(OOM);
        assertThat(json.at("/insert/reconciliation").isNull()).isTrue();
        assertThat(json.at("/insert/reconciliationOk").asBoolean(true)).isFalse();
        assertThat(json.at("/insert/reconciliationMissing").asText()).isEqualTo("run aborted: " + OOM);
        assertThat(json.at("/metrics").findValuesAsText("id")).contains("insert.reconciliation");
        assertThat(json.at("/runs/0/runId").asText()).isEqualTo("insertsimulation-1");
        assertThat(json.at("/runs/0/aborted").asText()).isEqualTo(OOM);
        assertThat(json.at("/runs/1/aborted").isNull()).isTrue();
        assertThat(json.at("/notes").toString()).contains("Run insertsimulation-1 (InsertSimulation) was ABORTED: ");
    }

    /**
     * A keep-alive hello variant: the injector at 60 % of the 2 cores, the server at 35 %, the machine
     * at 98 %, the server's busiest thread at 40 % of a core and the injector's as given.
     */
    private static CatalogEntry keepAliveHello(double injectorThreadPerSecond) {
        long start = T0 + 60_000;
        CatalogEntry plain = RunFixtures.entry(RunFixtures.run("hellosimulation-2", "HelloSimulation", start,
                List.of("Hello"), request("Hello Keep-Alive", List.of(), 300_000, 0, 1, 2,
                        new TimeWindow(start, start + 9000))), Map.of("helloVariants", "closed-keepalive"));
        List<UsageSample> server = new ArrayList<>();
        List<UsageSample> injector = new ArrayList<>();
        for (int second = 0; second <= 10; second++) {
            long at = start + second * 1000L;
            double machine = 3000 + 1.96 * second;
            server.add(new UsageSample(at, 0.7 * second, 300L << 20, 0.4 * second, machine, -1, -1));
            injector.add(new UsageSample(at, 1.2 * second, 500L << 20, injectorThreadPerSecond * second, machine,
                    0.02 * second, 99L << 20));
        }
        return new CatalogEntry(plain.run(), plain.recordKey(), plain.record(), new ProcessUsage(1, 2, server),
                new ProcessUsage(2, 2, injector), plain.variant(), false, true);
    }

    @Test
    void rowBoundByTheInjectorIsFlaggedOnThePageAndInTheJson() throws IOException {
        SummaryFiles.write(RunFixtures.summary(keepAliveHello(0.95)), reports);

        String markdown = Files.readString(reports.resolve(SummaryFiles.MARKDOWN));
        assertThat(markdown).contains(SummaryDocument.BOUND_BY_LEGEND)
                .contains("> **Warning:** 1 of 1 variant(s) bound by the load generator, not the server: closed-keepalive"
                        + " (injector: the injector's busiest thread ran 95 % of a core; server 35 %")
                .contains(SummaryDocument.LOAD_GENERATOR_WARNING)
                .contains("| Server CPU s / 1000 req | Injector CPU s / 1000 req | Server CPU avg | Injector CPU avg |"
                        + " Machine CPU avg | Busiest thread: server / injector (% of a core) | Bound by |")
                // 0.7 and 1.2 CPU-seconds per second over the run's 10 s, for its 300 000 requests.
                .contains("| 0.023 | 0.040 | 35.0 % | 60.0 % | 98.0 % (others 3.0 %) | 40.0 % / 95.0 % |"
                        + " **injector: the load generator's limit** |");
        assertThat(Files.readString(reports.resolve(SummaryFiles.HTML)))
                .contains("<td class=\"alert\">injector: the load generator's limit</td>");

        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/hello/rows/0/boundBy/verdict").asText()).isEqualTo("injector");
        assertThat(json.at("/hello/rows/0/boundBy/loadGeneratorLimit").asBoolean()).isTrue();
        assertThat(json.at("/hello/rows/0/boundBy/shares/injectorPercent").asDouble()).isCloseTo(60.0, within(1e-9));
        assertThat(json.at("/hello/rows/0/injectorCost/cpuSecondsPer1000").asDouble())
                .isCloseTo(1.2 * 10 / 300, within(1e-9));
        JsonNode throughput = json.at("/metrics").findParents("id").stream()
                .filter(metric -> metric.get("id").asText().equals("hello.closed-keepalive.throughput_rps"))
                .findFirst().orElseThrow();
        assertThat(throughput.get("boundBy").asText()).isEqualTo("injector");
        assertThat(json.at("/metrics").findValuesAsText("id")).contains("hello.closed-keepalive.injector_cpu_s_per_1000");
    }

    @Test
    void machineBoundRowIsShownButNotFlaggedAsTheLoadGeneratorsLimit() throws IOException {
        SummaryFiles.write(RunFixtures.summary(keepAliveHello(0.6)), reports);

        assertThat(Files.readString(reports.resolve(SummaryFiles.MARKDOWN)))
                .contains("| 35.0 % | 60.0 % | 98.0 % (others 3.0 %) | 40.0 % / 60.0 % | machine |")
                .doesNotContain("bound by the load generator").doesNotContain(SummaryDocument.LOAD_GENERATOR_WARNING);
        JsonNode json = Json.mapper().readTree(reports.resolve(SummaryFiles.JSON).toFile());
        assertThat(json.at("/hello/rows/0/boundBy/verdict").asText()).isEqualTo("machine");
        assertThat(json.at("/hello/rows/0/boundBy/loadGeneratorLimit").asBoolean()).isFalse();
    }
}
