package loadlab.reports.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.latency.IntendedLatency;
import loadlab.record.latency.LatencyHistogram;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** An open row's latency from its plan beside Gatling's, and what the page says of the difference. */
class PlannedStartSectionTest {
    private static final double LIMIT_MS = 10;
    /** Gatling's own figures of a row whose every answer came in 2-3 ms of its send. */
    private static final StatsRow GATLING = new StatsRow(StatsKind.REQUEST, List.of(), "Hello Open", 1000, 1000, 0, 100, 1,
            2, 2, 3, 3, 3, 5, 2, 1, null);

    /** 990 requests at 2 ms from their plan, 10 that waited 400-850 ms (a stall), lag 0.1 ms. */
    private static IntendedLatency stalled(int repeat) {
        Histogram fromPlan = LatencyHistogram.empty();
        fromPlan.recordValueWithCount(2_000, 990);
        for (int i = 0; i < 10; i++) {
            fromPlan.recordValue(400_000 + 50_000L * i);
        }
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(100, 1000);
        return IntendedLatency.of("open-close", repeat, 1000, fromPlan, lag);
    }

    /** 1000 requests of one repeat, each {@code fromPlanMicros} from its plan and sent {@code lagMicros} late. */
    private static IntendedLatency even(String row, long fromPlanMicros, long lagMicros) {
        Histogram fromPlan = LatencyHistogram.empty();
        fromPlan.recordValueWithCount(fromPlanMicros, 1000);
        Histogram lag = LatencyHistogram.empty();
        lag.recordValueWithCount(lagMicros, 1000);
        return IntendedLatency.of(row, 1, 1000, fromPlan, lag);
    }

    @Test
    void aStallGatlingsClockStartedLateOnShowsFromThePlanAndTheSentenceSaysSo() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1", List.of(stalled(1)), GATLING, LIMIT_MS);

        assertThat(row.fromPlan().p50()).isCloseTo(2.0, within(0.01));
        assertThat(row.fromPlan().p999()).as("the 999th of 1000").isCloseTo(800.0, within(1.0));
        assertThat(row.fromPlan().max()).isCloseTo(850.0, within(1.0));
        assertThat(row.gatling().p99()).isEqualTo(3);
        assertThat(row.injectorBehind()).isFalse();
        assertThat(row.answer()).startsWith("Coordinated omission changed the answer on hello open-close:")
                .contains("it leaves out the time from each request's planned start to its send")
                .contains("lag p99 0.1 ms, within its 10 ms limit");
    }

    @Test
    void rowsRepeatsAreAddedUpAsHistograms() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1", List.of(stalled(1), stalled(2)),
                GATLING, LIMIT_MS);

        assertThat(row.planned()).isEqualTo(2000);
        assertThat(row.answered()).isEqualTo(2000);
    }

    @Test
    void aPlanKeptAndAnswersAsGatlingSawThemDidNotChangeTheAnswer() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1",
                List.of(even("open-close", 2_500, 200)), GATLING, LIMIT_MS);

        assertThat(row.answer()).startsWith("Coordinated omission did not change the answer on hello open-close");
    }

    @Test
    void anInjectorFarBehindItsPlanIsFlaggedAndNamedAsTheCause() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1",
                List.of(even("open-close", 60_000, 55_000)), GATLING, LIMIT_MS);

        assertThat(row.injectorBehind()).isTrue();
        assertThat(row.lagP99Ms()).isCloseTo(55.0, within(0.1));
        assertThat(row.answer()).contains("The injector fell behind its plan");
    }

    @Test
    void anInjectorBehindItsPlanIsSaidEvenWhenTheAnswerDidNotChange() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1", List.of(even("open-close", 2_500,
                20_000)), GATLING, LIMIT_MS);

        assertThat(row.answer()).startsWith("Coordinated omission did not change the answer")
                .endsWith("The injector fell behind its plan (lag p99 beyond 10 ms).");
    }

    @Test
    void theLimitIsTheRunsOwn() {
        PlannedStartRow row = PlannedStartSection.row("hello", "open-close", "run-1",
                List.of(even("open-close", 60_000, 55_000)), GATLING, 100);

        assertThat(row.injectorBehind()).as("55 ms within a run's limit of 100 ms").isFalse();
        assertThat(row.lagLimitMs()).isEqualTo(100);
    }

    @Test
    void anInsertRunsOpenStepsAreRowsBesideGatlingsFiguresOfTheirInserts() {
        GatlingRun insert = RunFixtures.run("insertsimulation-1", "InsertSimulation", RunFixtures.T0,
                List.of("Concurrency 10", "Rate 250/s"),
                RunFixtures.request("Insert", List.of("Concurrency 10"), 1000, 0, 8, 19, null),
                RunFixtures.request("Insert", List.of("Rate 250/s"), 1000, 0, 2, 3, null));
        RunRecord record = RunRecord.of("InsertSimulation", RunFixtures.T0, "quick", Map.of()).with(draft ->
                draft.intended = List.of(even("Rate 250/s", 2_500, 300)));

        PlannedStartSection section = PlannedStartSection.of(List.of(), List.of(),
                new CatalogEntry(insert, null, record, null, "", true, true));

        assertThat(section.rows()).singleElement().satisfies(row -> {
            assertThat(row.experiment()).isEqualTo("insert");
            assertThat(row.row()).isEqualTo("Rate 250/s");
            assertThat(row.gatling().p95()).as("Gatling's figures of that step's inserts").isEqualTo(3);
            assertThat(row.fromPlan().p50()).isCloseTo(2.5, within(0.01));
        });
        assertThat(section.metrics()).extracting(Metric::id).contains("insert.r250.planned_p99_ms",
                "insert.r250.injection_lag_p99_ms");
        assertThat(PlannedStartSection.of(List.of(), List.of(), null)).as("no open row anywhere").isNull();
    }

    @Test
    void aScheduledTransportsPageIsARowBesideGatlingsFiguresOfItsExchanges() {
        GatlingRun transports = RunFixtures.run("transportssimulation-1", "TransportsSimulation", RunFixtures.T0,
                List.of("WS x10", "Scheduled WS x10"),
                RunFixtures.request("Exchange WS", List.of("WS x10"), 100, 0, 9, 19, null),
                RunFixtures.request("Exchange Scheduled WS", List.of("Scheduled WS x10"), 100, 0, 1, 2, null));
        RunRecord record = RunRecord.of("TransportsSimulation", RunFixtures.T0, "quick", Map.of()).with(draft ->
                draft.intended = List.of(even("Scheduled WS x10", 700_000, 300)));

        PlannedStartSection section = PlannedStartSection.of(
                List.of(new CatalogEntry(transports, null, record, null, "plain", true, true)), List.of(), null);

        assertThat(section.rows()).singleElement().satisfies(row -> {
            assertThat(row.experiment()).isEqualTo("transports");
            assertThat(row.row()).isEqualTo("Scheduled WS x10");
            assertThat(row.gatling().p95()).as("Gatling's figures of the scheduled page's exchanges").isEqualTo(2);
            assertThat(row.fromPlan().p50()).isCloseTo(700.0, within(1.0));
            assertThat(row.answer()).startsWith("Coordinated omission changed the answer on transports Scheduled WS x10");
        });
        assertThat(section.metrics()).extracting(Metric::id).contains("transports.scheduled-ws.x10.planned_p99_ms",
                "transports.scheduled-ws.x10.injection_lag_p99_ms");
    }
}
