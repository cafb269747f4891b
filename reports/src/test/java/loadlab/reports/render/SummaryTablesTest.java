package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import loadlab.record.RunRecord;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.cost.CpuShares;
import loadlab.reports.summary.HandshakeRow;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.RunListing;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsRun;
import loadlab.reports.summary.TransportsSection;
import org.junit.jupiter.api.Test;

class SummaryTablesTest {
    private static final Bound UNMEASURED = BoundBy.decide(new CpuShares(2, null, null, null, null, null));
    private static final TransportsSection SECTION = new TransportsSection(
            List.of(new TransportsRun("plain", "t-1", "smoke", 0, null),
                    new TransportsRun("socketio", "t-2", "smoke", 0, null)),
            List.of(new TransportRow("plain", "WS", 10, 2, 0, 40, 42, 42, 4.0, 20, 0, 4, 7, 7, TransportRow.WINDOW_RUN, 10,
                            null, null, UNMEASURED, null, null),
                    new TransportRow("socketio", "SIO WS", 10, 2, 0, 0, 1, 1, 0.0, 20, 0, 0, 1, 1, TransportRow.WINDOW_RUN,
                            10, null, null, UNMEASURED, null, null)),
            List.of(),
            List.of(new HandshakeRow("plain", "WS", 2, 16.0, null, null, 16.0, 4.0),
                    new HandshakeRow("socketio", "Fresh SIO WS", 20, 5.0, 1.0, 2.0, 8.0, 1.0)));

    @Test
    void transportRowsNameTheirFramingFirst() {
        Table table = SummaryTables.transports(SECTION);
        assertThat(table.headers()).startsWith("Framing", "Transport", "N exchanges");
        assertThat(table.rows()).extracting(row -> row.get(0).text() + " " + row.get(1).text())
                .containsExactly("plain WS", "socketio SIO WS");
        assertThat(table.rows().get(1).get(table.headers().indexOf("Total mean (ms)")).text()).isEqualTo("<1");
    }

    @Test
    void insertThroughputColumnCountsOkAnswersWithTheKoCountBesideIt() {
        InsertSection section = new InsertSection("insertsimulation-1", null, List.of(
                new InsertStepRow(1000, 4_000_000, 0, 4_000_000, 60.0, 0.0, 0, 0, 1, 1, 3, "record", null, null,
                        UNMEASURED, null, null, null, null)), null,
                InsertSection.NOT_RECORDED);
        Table table = SummaryTables.insert(section);
        int throughput = table.headers().indexOf("Throughput (OK/s)");
        assertThat(throughput).isPositive();
        assertThat(table.headers().get(throughput + 1)).isEqualTo("KO");
        assertThat(table.rows().get(0).get(throughput).text()).isEqualTo("0.0");
        assertThat(table.rows().get(0).get(throughput + 1).text()).isEqualTo("4000000");
    }

    @Test
    void handshakeTableShowsEachStepAndTheTotalWithADashForStepsATransportLacks() {
        Table table = SummaryTables.handshakes(SECTION);
        assertThat(table.headers()).contains("Engine.IO open (ms)", "Namespace handshake (ms)", "Handshake total (ms)");
        assertThat(table.rows().get(0)).extracting(Cell::text)
                .containsExactly("plain", "WS", "2", "16.00", "-", "-", "16.00", "4.00");
        assertThat(table.rows().get(1)).extracting(Cell::text)
                .containsExactly("socketio", "Fresh SIO WS", "20", "5.00", "1.00", "2.00", "8.00", "1.00");
    }

    @Test
    void runTableShowsOnlyTheSettingsGivenOnTheCommandLine() {
        Map<String, String> given = Map.of("profile", "smoke", "users", "7", "thinkMs", "100", "steps", "10,100",
                RunRecord.GIVEN_SETTINGS, "users,steps");
        Map<String, String> defaults = Map.of("profile", "smoke", "users", "2",
                RunRecord.GIVEN_SETTINGS, "");
        Map<String, String> older = Map.of("profile", "smoke", "users", "2");

        List<String> cells = Stream.of(given, defaults, older)
                .map(settings -> new RunListing("run", "HelloSimulation", "", "start", 1.0, 1, 0,
                        true, null, null, "smoke", settings, null, null, null, null, null, null, null))
                .map(run -> SummaryTables.runs(List.of(run), RunRecord.REFERENCE_TARGET))
                .map(table -> table.rows().get(0).get(table.headers().indexOf("Settings")).text())
                .toList();

        assertThat(cells).containsExactly("steps=10,100, users=7", "the profile's defaults",
                "profile=smoke, users=2");
    }
}
