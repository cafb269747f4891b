package loadlab.reports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.UsageCsvWriter;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.gatling.StatsRow;
import loadlab.record.json.Json;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.summary.RunListing;
import loadlab.reports.summary.Summary;
import loadlab.reports.summary.TransportRow;
import loadlab.testkit.FixtureRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The summary command over a reports root holding the fixture's real Gatling run and its record. */
class SummaryCommandTest {
    private static final double INJECTOR_CPU_PER_SAMPLE = 0.06;
    @TempDir
    Path reports;

    private GatlingRun run;
    private RunRecord record;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @BeforeEach
    void reportsRootWithOneRunItsRecordAndABrokenFolder() throws IOException {
        Path source = FixtureRun.get().runFolder();
        Path copy = Files.createDirectories(reports.resolve(source.getFileName()));
        Files.copy(source.resolve("simulation.log"), copy.resolve("simulation.log"));
        Files.copy(source.resolve("index.html"), copy.resolve("index.html"));
        run = new GatlingRunReader().read(copy);

        RunRecords records = RunRecords.under(reports);
        RecordKey key = new RecordKey("TransportsSimulation", run.runStart() - 3_000);
        record = RunRecord.of(key.simulation(), key.startEpochMillis(), "smoke", Map.of("users", "6"))
                .with(draft -> {
                    draft.usageCsv = RunRecords.usageFileName(key);
                    draft.injectorCsv = RunRecords.injectorFileName(key);
                    draft.runId = run.runId();
                });
        records.write(record);
        try (UsageCsvWriter usage = UsageCsvWriter.create(records.usageFile(key), 1234, 2);
                UsageCsvWriter injector = UsageCsvWriter.create(records.injectorFile(key), 4321, 2)) {
            long from = run.injection().fromEpochMillis() - 1_000;
            for (int i = 0; from + i * 250L <= run.injection().toEpochMillis() + 1_000; i++) {
                usage.append(new UsageSample(from + i * 250L, 2.0 + i * 0.1, 200L << 20));
                injector.append(new UsageSample(from + i * 250L, 3.0 + i * INJECTOR_CPU_PER_SAMPLE, 300L << 20,
                        i * 0.05, 900 + i * 0.3, i * 0.01, 64L << 20));
            }
        }
        Path broken = Files.createDirectories(reports.resolve("brokensimulation-20260101000000000"));
        Files.write(broken.resolve("simulation.log"), new byte[] {7, 7, 7});
    }

    @Test
    void writesPageMarkdownJsonAndChartsIntoTheReportsRoot() {
        assertThat(summarise()).isZero();
        assertThat(reports.resolve("index.html")).isRegularFile();
        assertThat(reports.resolve("summary.md")).isRegularFile();
        assertThat(reports.resolve("summary.json")).isRegularFile();
        assertThat(reports.resolve("summary-transports.png")).isRegularFile();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("Summarised 1 run(s)").contains("1 skipped");
    }

    @Test
    void transportsSectionCarriesTheRunsGroupFigures() {
        summarise();
        Summary summary = Json.read(reports.resolve("summary.json"), Summary.class);
        StatsRow freshGroup = run.group(List.of("Fresh AJAX x4")).orElseThrow();
        assertThat(summary.transports().rows()).extracting(TransportRow::transport)
                .containsExactly("AJAX", "Fresh AJAX");
        TransportRow fresh = summary.transports().rows().get(1);
        assertThat(fresh.totalMeanMs()).isEqualTo(freshGroup.mean());
        assertThat(fresh.totalP95Ms()).isEqualTo(freshGroup.p95());
        assertThat(fresh.exchangeCount()).isEqualTo(24);
        assertThat(fresh.failed()).isEqualTo(freshGroup.ko() > 0).isTrue();
        assertThat(summary.transports().rows().get(0).failed()).isFalse();
        assertThat(summary.transports().freshCosts()).singleElement()
                .satisfies(cost -> assertThat(cost.multiple()).isPositive());
    }

    @Test
    void transportRowsCarryTheInjectorsCpuPerThousandExchangesBesideTheServersFromTheCsvs() {
        summarise();
        Summary summary = Json.read(reports.resolve("summary.json"), Summary.class);
        long runExchanges = summary.transports().rows().stream().mapToLong(TransportRow::exchangeCount).sum();
        assertThat(summary.transports().rows()).allSatisfy(row -> {
            long exchanges = TransportRow.WINDOW_PAGE.equals(row.usageWindow()) ? row.exchangeCount() : runExchanges;
            // The injector's CSV: 0.06 CPU-seconds every 250 ms, 0.24 per second, over the row's window.
            assertThat(row.injectorCost().cpuSecondsPer1000())
                    .isCloseTo(INJECTOR_CPU_PER_SAMPLE * 4 * row.usageSeconds() / exchanges * 1000, within(1e-6));
            assertThat(row.serverCost().cpuSecondsPer1000())
                    .isCloseTo(0.1 * 4 * row.usageSeconds() / exchanges * 1000, within(1e-6));
            // Server 20 %, injector 12 %, machine 60 % of the 2 cores: nothing saturated.
            assertThat(row.boundBy().verdict()).isEqualTo(BoundBy.Verdict.LATENCY);
            assertThat(row.boundBy().shares().machinePercent()).isCloseTo(60.0, within(1e-6));
        });
    }

    @Test
    void runListingHasSettingsServerCostReportLinkAndSkippedFolders() throws IOException {
        summarise();
        Summary summary = Json.read(reports.resolve("summary.json"), Summary.class);
        RunListing listing = summary.runs().get(0);
        assertThat(listing.used()).isTrue();
        assertThat(listing.profile()).isEqualTo("smoke");
        assertThat(listing.settings()).containsEntry("users", "6");
        assertThat(listing.serverCost()).isNotNull();
        assertThat(listing.serverCost().averageCpuPercent()).isPositive();
        assertThat(summary.unreadable()).singleElement()
                .satisfies(skipped -> assertThat(skipped.runId()).isEqualTo("brokensimulation-20260101000000000"));
        String page = Files.readString(reports.resolve("index.html"));
        assertThat(page).contains("href=\"" + run.runId() + "/index.html\"")
                .contains("<img src=\"summary-transports.png\"")
                .contains("No run.");
    }

    @Test
    void runFolderNamedLikeAScriptUrlIsLinkedAsAPathIntoThatFolder() throws IOException {
        Path hostile = Files.createDirectories(reports.resolve("hostile"));
        Path source = FixtureRun.get().runFolder();
        Path folder = Files.createDirectories(hostile.resolve("javascript:alert(1)"));
        Files.copy(source.resolve("simulation.log"), folder.resolve("simulation.log"));
        Files.copy(source.resolve("index.html"), folder.resolve("index.html"));
        String href = "javascript%3Aalert%281%29/index.html";

        assertThat(summarise(hostile)).isZero();

        assertThat(Files.readString(hostile.resolve("index.html"))).doesNotContain("href=\"javascript:")
                .contains("<a href=\"" + href + "\">javascript:alert(1)</a>");
        assertThat(Files.readString(hostile.resolve("summary.md"))).doesNotContain("](javascript:")
                .contains("[javascript:alert(1)](" + href + ")");
        URI page = hostile.resolve("index.html").toUri();
        assertThat(Path.of(page.resolve(URI.create(href)))).isEqualTo(folder.resolve("index.html"));
    }

    @Test
    void abortedRunIsListedWithItsReason() throws IOException {
        String reason = "target refused connections for 5 s in a row";
        RunRecords.under(reports).write(record.with(draft -> draft.aborted = reason));
        summarise();

        Summary summary = Json.read(reports.resolve("summary.json"), Summary.class);
        assertThat(summary.runs()).singleElement().satisfies(listing -> assertThat(listing.aborted()).isEqualTo(reason));
        assertThat(summary.transports().runs()).singleElement()
                .satisfies(transports -> assertThat(transports.aborted()).isEqualTo(reason));
        String markdown = Files.readString(reports.resolve("summary.md"));
        assertThat(markdown.substring(markdown.indexOf("## Transports"), markdown.indexOf("## Insert")))
                .contains("> **Warning:** Run " + run.runId() + " (plain framing) was ABORTED: " + reason + ".")
                .contains("| plain | AJAX | 4 | **from aborted run** |")
                .contains("| plain | Fresh AJAX | 4 | **FAILED (KO), from aborted run** |");
        assertThat(markdown.substring(markdown.indexOf("## Runs")))
                .contains("| TransportsSimulation (plain) | **ABORTED: " + reason + "** |");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("was ABORTED: " + reason);
    }

    @Test
    void summaryComparedWithItselfPassesTheGate() {
        summarise();
        Path json = reports.resolve("summary.json");
        int code = GateCommand.run(CommandOptions.parse(
                new String[] {"baseline=" + json, "current=" + json}, new Properties()), new PrintStream(printed));
        assertThat(code).isZero();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("Gate PASSED");
    }

    @Test
    void folderWithoutAReadableRunFailsTheSummaryAndWritesNothing() throws IOException {
        Path unreadableOnly = Files.createDirectories(reports.resolve("unreadable-only"));
        Path broken = Files.createDirectories(unreadableOnly.resolve("hellosimulation-20260101000000000"));
        Files.write(broken.resolve("simulation.log"), new byte[] {7, 7, 7});

        assertThat(summarise(unreadableOnly)).isEqualTo(1);

        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("no readable Gatling run under " + unreadableOnly)
                .contains("hellosimulation-20260101000000000: ");
        assertThat(unreadableOnly.resolve("summary.json")).doesNotExist();
        assertThat(unreadableOnly.resolve("index.html")).doesNotExist();
    }

    @Test
    void folderWithoutAnyRunFailsTheSummary() throws IOException {
        Path empty = Files.createDirectories(reports.resolve("empty"));

        assertThat(summarise(empty)).isEqualTo(1);

        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("no readable Gatling run under " + empty);
        assertThat(empty.resolve("summary.json")).doesNotExist();
    }

    private int summarise() {
        return summarise(reports);
    }

    private int summarise(Path folder) {
        return SummaryCommand.run(CommandOptions.parse(new String[] {"lab.results=" + folder}, new Properties()),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
    }
}
