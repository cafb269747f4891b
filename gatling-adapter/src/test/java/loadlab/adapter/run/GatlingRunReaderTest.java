package loadlab.adapter.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.gatling.charts.stats.Group;
import io.gatling.charts.stats.LogFileData;
import io.gatling.charts.stats.LogFileReader;
import io.gatling.commons.stats.OK$;
import io.gatling.commons.stats.Status;
import io.gatling.core.config.GatlingConfiguration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.testkit.FixtureRun;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Option;

/**
 * The reader's figures equal those of the index.html Gatling generated for the same run. Counts,
 * means and Cnt/s come from simulation.log; percentiles come from the report itself, because
 * Gatling's t-digest breaks ties at random and a second reading of the log may differ by 1 ms.
 */
class GatlingRunReaderTest {
    private static final List<String> FRESH_EXCHANGE = List.of("Fresh AJAX x4", "Exchange Fresh AJAX");
    private static final List<String> PROBE = List.of("Probe");
    private static final List<String> ALL = List.of("All Requests");

    private static GatlingRun run;
    private static StatsTableCells html;

    @BeforeAll
    static void readTheFixtureRun() {
        FixtureRun fixture = FixtureRun.get();
        run = new GatlingRunReader().read(fixture.runFolder());
        html = StatsTableCells.of(fixture.runFolder().resolve("index.html"));
    }

    @Test
    void requestCountKoCountAndP95EqualTheHtmlReport() {
        for (List<String> path : List.of(FRESH_EXCHANGE, PROBE)) {
            StatsRow row = requestRow(path);
            assertThat(row.count()).as("count of %s", path).isEqualTo(number(path, "Total"));
            assertThat(row.ko()).as("KO of %s", path).isEqualTo(number(path, "KO"));
            assertThat(row.p95()).as("p95 of %s", path).isEqualTo(number(path, "95th pct"));
        }
        assertThat(run.all().count()).isEqualTo(number(ALL, "Total")).isEqualTo(60);
        assertThat(run.all().ko()).isEqualTo(number(ALL, "KO")).isPositive();
        assertThat(run.all().p95()).isEqualTo(number(ALL, "95th pct"));
        assertThat(run.figures()).isEqualTo(GatlingRun.FROM_REPORT);
    }

    @Test
    void withoutItsReportTheRunIsReadFromTheLogWithTheSameCountsMeansAndThroughput(@TempDir Path dir)
            throws IOException {
        Path copy = Files.createDirectories(dir.resolve(FixtureRun.get().runFolder().getFileName()));
        Files.copy(FixtureRun.get().runFolder().resolve("simulation.log"), copy.resolve("simulation.log"));

        GatlingRun fromLog = new GatlingRunReader().read(copy);

        assertThat(fromLog.figures()).isEqualTo(GatlingRun.FROM_LOG);
        for (StatsRow row : fromLog.rows()) {
            List<String> path = row.kind() == StatsKind.ALL ? ALL : row.path();
            assertThat(List.of(row.count(), row.ok(), row.ko(), (long) row.mean(), (long) row.stdDev()))
                    .as("row %s", path)
                    .containsExactly(number(path, "Total"), number(path, "OK"), number(path, "KO"),
                            number(path, "Mean"), number(path, "Std Dev"));
            assertThat(gatlingFormat(row.throughput())).as("Cnt/s of %s", path).isEqualTo(cell(path, "Cnt/s"));
        }
    }

    @Test
    void percentilesComeFromTheReportWhenItMatchesTheLog(@TempDir Path dir) throws IOException {
        Path copy = copyWithReport(dir, "95th pct", "Probe", "999");
        assertThat(new GatlingRunReader().read(copy).request("Probe", List.of()).orElseThrow().p95()).isEqualTo(999);
    }

    @Test
    void reportWhoseCountsDisagreeWithTheLogIsIgnored(@TempDir Path dir) throws IOException {
        Path copy = copyWithReport(dir, "Total", "Probe", "13");
        GatlingRun read = new GatlingRunReader().read(copy);
        assertThat(read.figures()).isEqualTo(GatlingRun.FROM_LOG);
        assertThat(read.request("Probe", List.of()).orElseThrow().count()).isEqualTo(12);
    }

    @Test
    void everyFigureOfEveryRowEqualsTheHtmlReport() {
        for (StatsRow row : run.rows()) {
            List<String> path = row.kind() == StatsKind.ALL ? ALL : row.path();
            assertThat(List.of(row.count(), row.ok(), row.ko(), (long) row.min(), (long) row.p50(), (long) row.p75(),
                    (long) row.p95(), (long) row.p99(), (long) row.max(), (long) row.mean(), (long) row.stdDev()))
                    .as("row %s", path)
                    .containsExactly(number(path, "Total"), number(path, "OK"), number(path, "KO"),
                            number(path, "Min"), number(path, "50th pct"), number(path, "75th pct"),
                            number(path, "95th pct"), number(path, "99th pct"), number(path, "Max"),
                            number(path, "Mean"), number(path, "Std Dev"));
            assertThat(gatlingFormat(row.throughput())).as("Cnt/s of %s", path).isEqualTo(cell(path, "Cnt/s"));
        }
    }

    @Test
    void okThroughputIsTheOkShareOfGatlingsCntPerSecond() {
        LogFileData data = new LogFileReader(FixtureRun.get().runFolder().resolve(GatlingRunReader.LOG_FILE).toFile(),
                GatlingConfiguration.load()).read();
        Option<Status> ok = Option.apply(OK$.MODULE$);
        StatsRow probe = requestRow(PROBE);
        double probeOk = data.requestGeneralStats(Option.apply("Probe"), Option.<Group>empty(), ok).get()
                .meanRequestsPerSec();
        double allOk = data.requestGeneralStats(Option.<String>empty(), Option.<Group>empty(), ok).get()
                .meanRequestsPerSec();

        assertThat(probe.ko()).isPositive();
        assertThat(probe.okThroughput()).isCloseTo(probeOk, within(1e-9)).isLessThan(probe.throughput());
        assertThat(run.all().okThroughput()).isCloseTo(allOk, within(1e-9)).isLessThan(run.all().throughput());
    }

    @Test
    void groupsAreReadWithTheirCumulatedResponseTime() {
        StatsRow group = run.group(List.of("Fresh AJAX x4")).orElseThrow();
        StatsRow exchange = requestRow(FRESH_EXCHANGE);
        assertThat(group.kind()).isEqualTo(StatsKind.GROUP);
        assertThat(group.count()).isEqualTo(6);
        // Four sequential exchanges, no pauses: each page's total is at least 4 fastest exchanges.
        assertThat(group.min()).isGreaterThanOrEqualTo(4 * exchange.min());
        assertThat(group.ko()).isEqualTo(number(List.of("Fresh AJAX x4"), "KO")).isPositive();
    }

    @Test
    void runCarriesSimulationNameAndTimes() {
        assertThat(run.simulation()).isEqualTo("TransportsSimulation");
        assertThat(run.runId()).isEqualTo(FixtureRun.get().runFolder().getFileName().toString());
        assertThat(run.scenarios()).containsExactly("Pages");
        assertThat(run.injection().fromEpochMillis()).isGreaterThanOrEqualTo(run.runStart());
        assertThat(run.injection().toEpochMillis()).isGreaterThan(run.injection().fromEpochMillis());
        StatsRow group = run.group(List.of("AJAX x4")).orElseThrow();
        assertThat(group.active()).isNotNull();
        assertThat(group.active().fromEpochMillis()).isGreaterThanOrEqualTo(run.injection().fromEpochMillis());
        assertThat(group.active().toEpochMillis()).isLessThanOrEqualTo(run.injection().toEpochMillis());
    }

    @Test
    void logThatIsNotGatlingsIsUnreadable(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("brokensimulation-20260101000000000"));
        Files.write(folder.resolve("simulation.log"), new byte[] {1, 0, 0, 0, 9, 'x'});
        assertThatThrownBy(() -> new GatlingRunReader().read(folder))
                .isInstanceOf(UnreadableRunException.class)
                .hasMessageStartingWith("brokensimulation-20260101000000000");
    }

    @Test
    void folderWithoutLogIsUnreadable(@TempDir Path dir) {
        assertThat(GatlingRunReader.isRunFolder(dir)).isFalse();
        assertThatThrownBy(() -> new GatlingRunReader().read(dir)).isInstanceOf(UnreadableRunException.class);
    }

    /** The fixture run's log and report, with one cell of one row of the report changed. */
    private static Path copyWithReport(Path dir, String column, String rowName, String value) throws IOException {
        Path source = FixtureRun.get().runFolder();
        Path copy = Files.createDirectories(dir.resolve(source.getFileName()));
        Files.copy(source.resolve("simulation.log"), copy.resolve("simulation.log"));
        Document page = Jsoup.parse(source.resolve("index.html").toFile());
        String col = page.select("#container_statistics_head th[id^=col-]").stream()
                .filter(th -> th.text().equals(column)).findFirst().orElseThrow().id();
        Element row = page.select("tr").stream()
                .filter(tr -> tr.selectFirst(".ellipsed-name") != null
                        && tr.selectFirst(".ellipsed-name").text().equals(rowName))
                .findFirst().orElseThrow();
        row.selectFirst("td." + col).text(value);
        Files.writeString(copy.resolve("index.html"), page.outerHtml());
        return copy;
    }

    private static StatsRow requestRow(List<String> path) {
        return run.request(path.get(path.size() - 1), path.subList(0, path.size() - 1)).orElseThrow();
    }

    /** How Gatling's stats table prints a number. */
    private static String gatlingFormat(double value) {
        return new DecimalFormat("###.##", DecimalFormatSymbols.getInstance(Locale.ENGLISH)).format(value);
    }

    /** A cell of the report's stats table, read independently of the reader; a row or column it lacks fails the test. */
    private static String cell(List<String> path, String column) {
        return html.cell(path, column);
    }

    private static long number(List<String> path, String column) {
        return html.number(path, column);
    }
}
