package loadlab.reports.summary;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;
import static loadlab.reports.summary.RunFixtures.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.InsertStep;
import loadlab.record.Reconciliation;
import loadlab.record.RepeatWindow;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.TimeWindow;
import loadlab.reports.gate.Gate;
import loadlab.reports.gate.GateRow;
import loadlab.reports.gate.Thresholds;
import loadlab.reports.repeat.RepeatStats;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rows run several times (-Drepeats): their statistics, spans and the metrics the gate compares. */
class RepeatedRowsTest {
    private static final RepeatStats C10 = RepeatStats.of(List.of(900.0, 1000.0, 1100.0));
    private static final GatlingRun INSERT = RunFixtures.run("insertsimulation-1", "InsertSimulation", T0,
            List.of("Concurrency 10", "Concurrency 10 #2", "Concurrency 10 #3", "Concurrency 100"),
            group("Concurrency 10", 3000, 0, 9, 20, new TimeWindow(T0, T0 + 3000)),
            request("Insert", List.of("Concurrency 10"), 3000, 0, 8, 19, new TimeWindow(T0, T0 + 3000)),
            group("Concurrency 100", 1000, 0, 25, 60, new TimeWindow(T0 + 3000, T0 + 4000)),
            request("Insert", List.of("Concurrency 100"), 1000, 0, 24, 58, new TimeWindow(T0 + 3000, T0 + 4000)));
    private static final RunRecord INSERT_RECORD = RunRecord.of("InsertSimulation", T0 - 3000, "smoke",
                    Map.of("repeats", "3"))
            .with(draft -> draft.insertSteps = List.of(new InsertStep(10, T0, T0 + 1000, 1L, 0L, 1),
                    new InsertStep(10, T0 + 1000, T0 + 2000, 2L, 1L, 2), new InsertStep(10, T0 + 2000, T0 + 3000, 3L, 0L, 3),
                    new InsertStep(100, T0 + 3000, T0 + 4000, 0L, 0L, 1)))
            .with(draft -> draft.reconciliation = new Reconciliation(4000, 0, 4000));

    private static CatalogEntry insertEntry() {
        return RunFixtures.entry(INSERT, INSERT_RECORD)
                .withRepeats(new RepeatFigures(Map.of(), Map.of(10, C10), Map.of()));
    }

    @Test
    void aRepeatedStepSpansAllItsRepeatsAndCarriesTheirStatistics() {
        InsertSection section = InsertSection.of(insertEntry());

        InsertStepRow c10 = section.steps().get(0);
        assertThat(c10.repeats()).isEqualTo(C10);
        assertThat(c10.seconds()).isCloseTo(3.0, within(1e-9));
        assertThat(c10.throughput()).isCloseTo(1000.0, within(1e-9));
        assertThat(c10.listenOverflows()).isEqualTo(6L);
        assertThat(c10.listenDrops()).isEqualTo(1L);
        assertThat(section.steps().get(1).repeats()).isNull();
    }

    @Test
    void aRepeatedRowsThroughputMetricIsTheMedianWithItsCv() {
        Summary summary = RunFixtures.summary(insertEntry());

        Metric c10 = metric(summary, "insert.c10.throughput_rps");
        assertThat(c10.value()).isEqualTo(C10.median());
        assertThat(c10.cvPct()).isCloseTo(10.0, within(1e-9));
        Metric c100 = metric(summary, "insert.c100.throughput_rps");
        assertThat(c100.value()).isCloseTo(1000.0, within(1e-9));
        assertThat(c100.hasSpread()).isFalse();
    }

    @Test
    void helloAndTransportsRowsTakeTheirRepeatsFromTheirRunsFigures() {
        RepeatStats hello = RepeatStats.of(List.of(5000.0, 6000.0, 9000.0));
        GatlingRun run = RunFixtures.run("hellosimulation-1", "HelloSimulation", T0, List.of("Hello closed-close"),
                request("Hello", List.of(), 3000, 0, 2, 4, null));
        CatalogEntry entry = RunFixtures.entry(run, Map.of("helloVariants", "closed-close", "model", "closed",
                "keepAlive", "false")).withRepeats(new RepeatFigures(Map.of("closed-close", hello), Map.of(), Map.of()));
        RepeatStats page = RepeatStats.of(List.of(40.0, 44.0));
        GatlingRun transports = RunFixtures.run("transportssimulation-1", "TransportsSimulation", T0 + 20_000,
                List.of("AJAX x10", "AJAX x10 #2"), group("AJAX x10", 4, 0, 42, 50, null),
                request("Exchange AJAX", List.of("AJAX x10"), 40, 0, 4, 5, null));
        CatalogEntry pages = RunFixtures.entry(transports, Map.of())
                .withRepeats(new RepeatFigures(Map.of(), Map.of(), Map.of("AJAX x10", page)));

        Summary summary = RunFixtures.summary(entry, pages);

        assertThat(summary.hello().rows().get(0).repeats()).isEqualTo(hello);
        assertThat(metric(summary, "hello.closed-close.throughput_rps").value()).isEqualTo(6000.0);
        assertThat(metric(summary, "hello.closed-close.throughput_rps").cvPct()).isEqualTo(hello.cvPct());
        assertThat(summary.transports().rows().get(0).repeats()).isEqualTo(page);
        assertThat(metric(summary, "transports.ajax.x10.total_mean_ms").value()).isEqualTo(42.0);
        assertThat(metric(summary, "transports.ajax.x10.total_mean_ms").cvPct()).isEqualTo(page.cvPct());
    }

    @Test
    void theGateComparesMediansWithinTheirMeasuredSpread() {
        Summary baseline = RunFixtures.summary(insertEntry());
        // A median 20 % lower: beyond the 15 % default, within 3 x the baseline's 10 % CV.
        RepeatStats lower = RepeatStats.of(List.of(720.0, 800.0, 880.0));
        Summary current = RunFixtures.summary(RunFixtures.entry(INSERT, INSERT_RECORD)
                .withRepeats(new RepeatFigures(Map.of(), Map.of(10, lower), Map.of())));
        Summary single = RunFixtures.summary(RunFixtures.entry(INSERT,
                INSERT_RECORD.with(draft -> draft.insertSteps = List.of())));

        Gate gate = new Gate(Thresholds.DEFAULTS);
        assertThat(gate.compare(baseline.metrics(), current.metrics()).failures()).isEmpty();
        // Without repeats there is no spread: the same 20 % drop of a single run's figure fails.
        Summary singleLower = RunFixtures.summary(RunFixtures.entry(RunFixtures.run("insertsimulation-2",
                "InsertSimulation", T0, List.of("Concurrency 10"),
                group("Concurrency 10", 2400, 0, 9, 20, new TimeWindow(T0, T0 + 3000)),
                request("Insert", List.of("Concurrency 10"), 2400, 0, 8, 19, new TimeWindow(T0, T0 + 3000))),
                INSERT_RECORD.with(draft -> draft.insertSteps = List.of())));
        assertThat(gate.compare(single.metrics(), singleLower.metrics()).failures())
                .extracting(row -> row.id()).contains("insert.c10.throughput_rps");
    }

    @Test
    void aRepeatedRowsP95MetricsAreTheMedianOfItsRepeatsP95WithTheirCv() {
        // p95 per repeat 18, 20, 22 ms: median 20, mean 20, sample deviation 2, CV 10 %.
        RepeatStats p95 = RepeatStats.of(List.of(22.0, 18.0, 20.0));
        CatalogEntry insert = RunFixtures.entry(INSERT, INSERT_RECORD).withRepeats(new RepeatFigures(Map.of(),
                Map.of(10, C10), Map.of(), Map.of(), Map.of(10, p95), Map.of()));
        GatlingRun run = RunFixtures.run("hellosimulation-1", "HelloSimulation", T0 + 10_000,
                List.of("Hello closed-close"), request("Hello", List.of(), 3000, 0, 2, 4, null));
        CatalogEntry hello = RunFixtures.entry(run, Map.of("helloVariants", "closed-close", "model", "closed",
                "keepAlive", "false")).withRepeats(new RepeatFigures(Map.of("closed-close",
                RepeatStats.of(List.of(5000.0, 6000.0, 9000.0))), Map.of(), Map.of(),
                Map.of("closed-close", RepeatStats.of(List.of(3.0, 5.0, 4.0))), Map.of(), Map.of()));
        GatlingRun transports = RunFixtures.run("transportssimulation-1", "TransportsSimulation", T0 + 20_000,
                List.of("AJAX x10", "AJAX x10 #2"), group("AJAX x10", 4, 0, 42, 50, null),
                request("Exchange AJAX", List.of("AJAX x10"), 40, 0, 4, 5, null));
        CatalogEntry pages = RunFixtures.entry(transports, Map.of()).withRepeats(new RepeatFigures(Map.of(), Map.of(),
                Map.of("AJAX x10", RepeatStats.of(List.of(40.0, 44.0))), Map.of(), Map.of(),
                Map.of("AJAX x10", RepeatStats.of(List.of(48.0, 52.0)))));

        Summary summary = RunFixtures.summary(insert, hello, pages);

        assertThat(summary.insert().steps().get(0).p95Repeats()).isEqualTo(p95);
        Metric c10 = metric(summary, "insert.c10.p95_ms");
        assertThat(c10.value()).isEqualTo(20.0);
        assertThat(c10.cvPct()).isCloseTo(10.0, within(1e-9));
        assertThat(c10.kind()).isEqualTo(MetricKind.P95);
        assertThat(metric(summary, "insert.c100.p95_ms").hasSpread()).isFalse();
        // 3, 5, 4 ms: median 4, mean 4, deviation 1, CV 25 %.
        assertThat(metric(summary, "hello.closed-close.p95_ms").value()).isEqualTo(4.0);
        assertThat(metric(summary, "hello.closed-close.p95_ms").cvPct()).isCloseTo(25.0, within(1e-9));
        // 48, 52 ms: median 50, mean 50, deviation 2.828, CV 5.657 %.
        assertThat(metric(summary, "transports.ajax.x10.total_p95_ms").value()).isEqualTo(50.0);
        assertThat(metric(summary, "transports.ajax.x10.total_p95_ms").cvPct()).isCloseTo(5.656854, within(1e-6));
    }

    @Test
    void theGateTracksARepeatedP95OnlyWhileItsRepeatsAgree() {
        Thresholds required = Thresholds.from(new Properties(), Map.of("gate.spread.required", "*.p95_ms"));
        Summary consistent = p95Repeated(18.0, 20.0, 22.0);
        Summary scattered = p95Repeated(10.0, 20.0, 30.0);
        // Median 30 ms: +50 %, beyond max(3 x CV 10 %, 25 %) and beyond 2 ms.
        Summary slower = p95Repeated(27.0, 30.0, 33.0);

        Gate gate = new Gate(required);
        assertThat(gate.compare(consistent.metrics(), slower.metrics()).failures()).extracting(GateRow::id)
                .containsExactly("insert.c10.p95_ms");
        assertThat(gate.compare(scattered.metrics(), slower.metrics()).rows())
                .filteredOn(row -> row.id().equals("insert.c10.p95_ms")).singleElement()
                .satisfies(row -> assertThat(row.limit()).contains("advisory: CV 50% > 10%"));
    }

    private static Summary p95Repeated(double... p95) {
        RepeatStats stats = RepeatStats.of(Arrays.stream(p95).boxed().toList());
        return RunFixtures.summary(RunFixtures.entry(INSERT, INSERT_RECORD).withRepeats(new RepeatFigures(Map.of(),
                Map.of(10, C10), Map.of(), Map.of(), Map.of(10, stats), Map.of())));
    }

    @Test
    void aRunWithoutRepeatsIsNotCut(@TempDir Path folder) {
        RunRecord once = RunRecord.of("HelloSimulation", T0, "smoke", Map.of())
                .with(draft -> draft.repeatWindows = List.of(new RepeatWindow("closed-close", 1, T0, T0 + 1000)));
        GatlingRun run = RunFixtures.run("hellosimulation-1", "HelloSimulation", T0, List.of("Hello closed-close"));

        // No log in the folder: a run of one repeat per row never reads it.
        assertThat(RepeatFigures.of(run, once, folder)).isEqualTo(RepeatFigures.NONE);
        assertThat(RepeatFigures.of(run, null, folder)).isEqualTo(RepeatFigures.NONE);
    }

    private static Metric metric(Summary summary, String id) {
        return summary.metrics().stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
    }
}
