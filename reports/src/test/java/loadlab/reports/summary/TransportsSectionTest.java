package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.assertj.core.groups.Tuple;
import loadlab.reports.gatling.GatlingRun;
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
        TransportsSection section = TransportsSection.of(RUN, Conventions.DEFAULT);
        assertThat(section.rows()).extracting(TransportRow::transport, TransportRow::exchanges).containsExactly(
                Tuple.tuple("AJAX", 10), Tuple.tuple("WS", 10),
                Tuple.tuple("Fresh WS", 10), Tuple.tuple("AJAX", 100));
    }

    @Test
    void totalIsTheGroupsCumulatedTimeAndPerExchangeDividesByN() {
        TransportRow ajax100 = TransportsSection.of(RUN, Conventions.DEFAULT).rows().get(3);
        assertThat(ajax100.totalMeanMs()).isEqualTo(210);
        assertThat(ajax100.totalP95Ms()).isEqualTo(250);
        assertThat(ajax100.perExchangeMs()).isCloseTo(2.1, within(1e-9));
        assertThat(ajax100.exchangeCount()).isEqualTo(500);
        assertThat(ajax100.exchangeP95Ms()).isEqualTo(3);
    }

    @Test
    void freshSocketCostIsTheRatioOfMeanTotalsAtTheSameN() {
        TransportsSection section = TransportsSection.of(RUN, Conventions.DEFAULT);
        assertThat(section.freshCosts()).containsExactly(new FreshCost("WS", "Fresh WS", 10, 2.5));
    }

    @Test
    void freshCostIsUnknownWhenThePersistentTotalIsBelowResolution() {
        GatlingRun run = RunFixtures.run("t", "TransportsSimulation", T0, List.of(),
                group("WS x10", 5, 0, 0, 1, null), group("Fresh WS x10", 5, 0, 7, 9, null));
        assertThat(TransportsSection.of(run, Conventions.DEFAULT).freshCosts())
                .containsExactly(new FreshCost("WS", "Fresh WS", 10, null));
    }

    @Test
    void failedRequestsOfTheRunAreCounted() {
        TransportsSection section = TransportsSection.of(RUN, Conventions.DEFAULT);
        assertThat(section.requestsKo()).isEqualTo(1);
        assertThat(section.rows().get(2).failedPages()).isEqualTo(1);
    }
}
