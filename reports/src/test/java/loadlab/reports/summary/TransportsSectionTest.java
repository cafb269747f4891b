package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import loadlab.reports.cost.BoundBy;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class TransportsSectionTest {
    private static final GatlingRun RUN = RunFixtures.run("transportssimulation-1", "TransportsSimulation", T0,
            List.of("AJAX x10", "WS x10", "Fresh WS x10", "AJAX x100"),
            group("AJAX x10", 5, 0, 20, 30, null),
            request("Exchange AJAX", List.of("AJAX x10"), 50, 0, 2, 3, null),
            group("WS x10", 5, 0, 4, 6, null),
            request("Exchange WS", List.of("WS x10"), 50, 0, 0, 1, null),
            group("Fresh WS x10", 5, 1, 10, 14, null),
            request("Exchange Fresh WS", List.of("Fresh WS x10"), 50, 1, 1, 2, null),
            group("AJAX x100", 5, 0, 210, 250, null),
            request("Exchange AJAX", List.of("AJAX x100"), 500, 0, 2, 3, null),
            group("Warm-up", 1, 0, 5, 5, null));

    @Test
    void rowsComeFromPageGroupsOrderedByExchangeCount() {
        TransportsSection section = TransportsSection.of(RunFixtures.entry(RUN, ""));
        assertThat(section.rows()).extracting(TransportRow::transport, TransportRow::exchanges).containsExactly(
                Tuple.tuple("AJAX", 10), Tuple.tuple("WS", 10),
                Tuple.tuple("Fresh WS", 10), Tuple.tuple("AJAX", 100));
    }

    @Test
    void totalIsTheGroupsCumulatedTimeAndPerExchangeDividesByN() {
        TransportRow ajax100 = TransportsSection.of(RunFixtures.entry(RUN, "")).rows().get(3);
        assertThat(ajax100.totalMeanMs()).isEqualTo(210);
        assertThat(ajax100.totalP95Ms()).isEqualTo(250);
        assertThat(ajax100.perExchangeMs()).isCloseTo(2.1, within(1e-9));
        assertThat(ajax100.exchangeCount()).isEqualTo(500);
        assertThat(ajax100.exchangeP95Ms()).isEqualTo(3);
    }

    @Test
    void freshSocketCostIsTheRatioOfMeanTotalsAtTheSameN() {
        TransportsSection section = TransportsSection.of(RunFixtures.entry(RUN, ""));
        assertThat(section.freshCosts()).containsExactly(new FreshCost("WS", "Fresh WS", 10, 2.5));
    }

    @Test
    void freshCostIsUnknownWhenThePersistentTotalIsBelowResolution() {
        GatlingRun run = RunFixtures.run("t", "TransportsSimulation", T0, List.of(),
                group("WS x10", 5, 0, 0, 1, null), group("Fresh WS x10", 5, 0, 7, 9, null));
        assertThat(TransportsSection.of(RunFixtures.entry(run, "")).freshCosts())
                .containsExactly(new FreshCost("WS", "Fresh WS", 10, null));
    }

    @Test
    void failedRequestsOfTheRunAreCounted() {
        TransportsSection section = TransportsSection.of(RunFixtures.entry(RUN, ""));
        assertThat(section.runs()).containsExactly(new TransportsRun("plain", "transportssimulation-1", null, 1, null));
        assertThat(section.rows().get(2).failedPages()).isEqualTo(1);
    }

    /** A Socket.IO run: persistent handshake outside the page, the fresh one inside it, per exchange. */
    private static final GatlingRun SOCKET_IO = RunFixtures.run("transportssimulation-2", "TransportsSimulation",
            T0 + 60_000, List.of("SIO WS x10", "Fresh SIO WS x10", "AJAX x10"),
            request("Connect SIO WS", List.of(), 5, 0, 2, 3, null),
            request("Open SIO WS", List.of(), 5, 0, 1, 1, null),
            request("Handshake SIO WS", List.of(), 5, 0, 1, 2, null),
            group("SIO WS x10", 5, 0, 6, 8, null),
            request("Exchange SIO WS", List.of("SIO WS x10"), 50, 0, 0, 1, null),
            group("Fresh SIO WS x10", 5, 0, 30, 36, null),
            request("Connect Fresh SIO WS", List.of("Fresh SIO WS x10"), 50, 0, 1, 2, null),
            request("Open Fresh SIO WS", List.of("Fresh SIO WS x10"), 50, 0, 0, 1, null),
            request("Handshake Fresh SIO WS", List.of("Fresh SIO WS x10"), 50, 0, 1, 2, null),
            request("Exchange Fresh SIO WS", List.of("Fresh SIO WS x10"), 50, 0, 0, 1, null),
            group("AJAX x10", 5, 0, 25, 30, null),
            request("Exchange AJAX", List.of("AJAX x10"), 50, 0, 2, 3, null));

    private static TransportsSection sideBySide() {
        return TransportsSection.of(List.of(RunFixtures.entry(SOCKET_IO, Map.of("framing", "socketio")),
                RunFixtures.entry(RUN, Map.of())));
    }

    @Test
    void plainAndSocketIoRunsSideBySidePlainFirstAtEachN() {
        TransportsSection section = sideBySide();
        assertThat(section.runs()).extracting(TransportsRun::framing, TransportsRun::runId, TransportsRun::profile)
                .containsExactly(Tuple.tuple("plain", "transportssimulation-1", "smoke"),
                        Tuple.tuple("socketio", "transportssimulation-2", "smoke"));
        assertThat(section.rows()).extracting(TransportRow::framing, TransportRow::transport, TransportRow::exchanges)
                .containsExactly(
                        Tuple.tuple("plain", "AJAX", 10), Tuple.tuple("plain", "WS", 10),
                        Tuple.tuple("plain", "Fresh WS", 10), Tuple.tuple("socketio", "SIO WS", 10),
                        Tuple.tuple("socketio", "Fresh SIO WS", 10), Tuple.tuple("plain", "AJAX", 100));
    }

    @Test
    void aTransportThePlainRunShowsIsNotRepeatedFromTheSocketIoRun() {
        assertThat(sideBySide().rows()).filteredOn(row -> row.transport().equals("AJAX") && row.exchanges() == 10)
                .singleElement().satisfies(row -> assertThat(row.totalMeanMs()).isEqualTo(20));
    }

    @Test
    void socketIoFreshCostPairsTheSocketIoTransports() {
        assertThat(sideBySide().freshCosts()).containsExactly(new FreshCost("WS", "Fresh WS", 10, 2.5),
                new FreshCost("SIO WS", "Fresh SIO WS", 10, 5.0));
    }

    @Test
    void handshakeSumsTheSetupRequestsWhereverTheyAre() {
        assertThat(sideBySide().handshakes()).filteredOn(row -> row.framing().equals("socketio")).containsExactly(
                new HandshakeRow("socketio", "SIO WS", 5, 2.0, 1.0, 1.0, 4.0, 0.0),
                new HandshakeRow("socketio", "Fresh SIO WS", 50, 1.0, 0.0, 1.0, 2.0, 0.0));
    }

    @Test
    void plainWebSocketHandshakeIsItsConnectAndAjaxHasNone() {
        GatlingRun run = RunFixtures.run("t", "TransportsSimulation", T0, List.of(),
                request("Connect WS", List.of(), 4, 0, 3, 4, null),
                request("Connect WS", List.of(), 1, 0, 8, 8, null),
                group("WS x10", 5, 0, 4, 6, null), group("AJAX x10", 5, 0, 20, 30, null));
        assertThat(TransportsSection.of(RunFixtures.entry(run, Map.of())).handshakes())
                .containsExactly(new HandshakeRow("plain", "WS", 5, 4.0, null, null, 4.0, null));
    }

    @Test
    void theNewestRunOfEachFramingIsShown() {
        GatlingRun older = RunFixtures.run("transportssimulation-0", "TransportsSimulation", T0 - 60_000, List.of(),
                group("SIO WS x10", 5, 0, 99, 99, null));
        TransportsSection section = TransportsSection.of(List.of(RunFixtures.entry(older, Map.of("framing", "socketio")),
                RunFixtures.entry(SOCKET_IO, Map.of("framing", "socketio"))));
        assertThat(section.runs()).extracting(TransportsRun::runId).containsExactly("transportssimulation-2");
        assertThat(section.run("plain")).isEmpty();
    }

    @Test
    void pageCostsArePerExchangeOverThePageOrOverTheRunWhenThePageIsTooShortToSample() {
        GatlingRun run = RunFixtures.run("transportssimulation-2", "TransportsSimulation", T0, List.of(),
                group("WS x10", 4, 0, 4, 6, new TimeWindow(T0 + 1000, T0 + 5000)),
                request("Exchange WS", List.of("WS x10"), 40, 0, 0, 1, new TimeWindow(T0 + 1000, T0 + 5000)),
                group("AJAX x10", 4, 0, 20, 30, new TimeWindow(T0 + 6200, T0 + 6900)),
                request("Exchange AJAX", List.of("AJAX x10"), 40, 0, 2, 3, new TimeWindow(T0 + 6200, T0 + 6900)));
        List<UsageSample> samples = new ArrayList<>();
        for (int second = 0; second <= 11; second++) {
            samples.add(new UsageSample(T0 + second * 1000L, 0.02 * second, 200L << 20, 0.01 * second, 0.3 * second,
                    0, 0));
        }
        ProcessUsage injector = new ProcessUsage(3, 2, samples);
        CatalogEntry entry = new CatalogEntry(run, null, null, null, injector, "", true, true);

        List<TransportRow> rows = TransportsSection.of(entry).rows();

        TransportRow ws = rows.get(0);
        assertThat(ws.usageWindow()).isEqualTo(TransportRow.WINDOW_PAGE);
        assertThat(ws.injectorCost().cpuSecondsPer1000()).isCloseTo(0.02 * 4 / 40 * 1000, within(1e-9));
        assertThat(ws.serverCost()).isNull();
        assertThat(ws.boundBy().verdict()).isEqualTo(BoundBy.Verdict.LATENCY);
        TransportRow ajax = rows.get(1);
        assertThat(ajax.usageWindow()).isEqualTo(TransportRow.WINDOW_RUN);
        assertThat(ajax.usageSeconds()).isCloseTo(run.injection().seconds(), within(1e-9));
        // Over the run, per all 80 exchanges of it.
        assertThat(ajax.injectorCost().cpuSecondsPer1000()).isCloseTo(0.02 * 10 / 80 * 1000, within(1e-9));
    }
}
