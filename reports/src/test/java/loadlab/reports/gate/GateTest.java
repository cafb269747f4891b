package loadlab.reports.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.cost.CpuShares;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GateTest {
    private final Gate gate = new Gate(Thresholds.DEFAULTS);

    /** Each threshold at its edge, each side of it. */
    @ParameterizedTest(name = "{0}: {1} {2} -> {3} is {4}")
    @CsvSource({
        "a throughput drop beyond 15 % fails,                         THROUGHPUT, 1000, 840,  FAIL",
        "a throughput drop within the threshold passes,               THROUGHPUT, 1000, 860,  PASS",
        "a throughput rise passes,                                    THROUGHPUT, 1000, 1500, PASS",
        "a p95 rise beyond 25 % and the floor fails,                  P95,        40,   51,   FAIL",
        "a p95 rise within the threshold passes,                      P95,        40,   49,   PASS",
        "a p95 fall passes,                                           P95,        40,   20,   PASS",
        "a p95 step at millisecond resolution is not a regression,    P95,        0,    1,    PASS",
        "a p95 step at millisecond resolution is not a regression,    P95,        1,    3,    PASS",
        "a p95 step past the millisecond floor is a regression,      P95,        1,    4,    FAIL",
    })
    void thresholdsHoldAtTheirEdges(String rule, MetricKind kind, double baseline, double current, Verdict expected) {
        Metric before = kind == MetricKind.P95 ? p95(baseline) : throughput(baseline);
        Metric after = kind == MetricKind.P95 ? p95(current) : throughput(current);
        assertThat(verdict(gate, before, after)).as(rule).isEqualTo(expected);
    }

    @Test
    void anyNewKoFails() {
        assertThat(verdict(gate, ko(0), ko(1))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(gate, ko(2), ko(2))).isEqualTo(Verdict.PASS);
        assertThat(gate.compare(List.of(), List.of(ko(3))).rows().get(0).verdict()).isEqualTo(Verdict.FAIL);
    }

    @Test
    void reconciliationMismatchFailsWhateverTheBaseline() {
        assertThat(verdict(gate, books(0), books(0))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(gate, books(1), books(0))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(gate, books(1), books(1))).isEqualTo(Verdict.PASS);
    }

    @Test
    void advisoryMetricIsReportedButNeverFails() {
        Gate lenient = new Gate(Thresholds.from(new Properties(), Map.of("gate.advisory", "hello.*")));
        GateReport report = lenient.compare(List.of(throughput(1000), ko(0)), List.of(throughput(500), ko(9)));
        assertThat(report.rows()).extracting(GateRow::verdict).containsExactly(Verdict.ADVISORY, Verdict.ADVISORY);
        assertThat(report.passed()).isTrue();
        assertThat(report.rows().get(0).limit()).endsWith("(advisory)");
    }

    @Test
    void infoMetricsShowTheirDeltaAndNeverFail() {
        GateRow row = gate.compare(List.of(info(10)), List.of(info(100))).rows().get(0);
        assertThat(row.verdict()).isEqualTo(Verdict.INFO);
        assertThat(row.deltaPercent()).isEqualTo(900.0);
    }

    @Test
    void newMetricWithoutKoIsListedWithoutFailing() {
        GateReport report = gate.compare(List.of(), List.of(throughput(10), p95(5), cpu(1), ko(0)));
        assertThat(report.rows()).extracting(GateRow::verdict).containsOnly(Verdict.NEW);
        assertThat(report.passed()).isTrue();
    }

    @Test
    void trackedMetricMissingFromTheCurrentSummaryFails() {
        for (Metric tracked : List.of(throughput(10), p95(5), cpu(1), ko(0), books(1))) {
            GateReport report = gate.compare(List.of(tracked, info(3)), List.of(info(3)));
            assertThat(report.failures()).singleElement().satisfies(row -> {
                assertThat(row.id()).isEqualTo(tracked.id());
                assertThat(row.current()).isNull();
                assertThat(row.limit()).isEqualTo("must be present");
            });
        }
    }

    @Test
    void retiredMetricMayBeMissing() {
        Gate retiring = new Gate(Thresholds.from(new Properties(), Map.of("gate.retired", "hello.*.ko")));
        GateReport report = retiring.compare(List.of(ko(0), throughput(10)), List.of());
        assertThat(report.rows()).extracting(GateRow::id, GateRow::verdict).containsExactly(
                tuple(ko(0).id(), Verdict.RETIRED), tuple(throughput(10).id(), Verdict.FAIL));
    }

    @Test
    void untrackedMetricMissingIsListedWithoutFailing() {
        Gate lenient = new Gate(Thresholds.from(new Properties(), Map.of("gate.advisory", "*.p95_ms")));
        GateReport report = lenient.compare(List.of(info(3), p95(5)), List.of());
        assertThat(report.rows()).extracting(GateRow::verdict).containsExactly(Verdict.MISSING, Verdict.MISSING);
        assertThat(report.passed()).isTrue();
    }

    @Test
    void serverCpuPerRequestRiseBeyondItsPercentageFails() {
        Gate strict = new Gate(Thresholds.from(new Properties(), Map.of("gate.cpu.maxRisePercent", "30")));
        assertThat(verdict(strict, cpu(0.40), cpu(0.53))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(strict, cpu(0.40), cpu(0.51))).isEqualTo(Verdict.PASS);
        assertThat(verdict(strict, cpu(0.40), cpu(0.20))).isEqualTo(Verdict.PASS);
        assertThat(strict.compare(List.of(cpu(0.4)), List.of(cpu(0.4))).rows().get(0).limit()).isEqualTo("+30%");
    }

    @Test
    void baselineSpreadWidensTheThresholdToItsMultipleOfTheCv() {
        // CV 8 %: 3 x 8 = 24 %, beyond the kind's 15 %.
        Metric base = throughput(1000).withSpread(8);
        assertThat(verdict(gate, base, throughput(800))).isEqualTo(Verdict.PASS);
        assertThat(verdict(gate, base, throughput(750))).isEqualTo(Verdict.FAIL);
        assertThat(gate.compare(List.of(base), List.of(throughput(750))).rows().get(0).limit())
                .isEqualTo("-24% (CV 8%)");
        // p95 40 ms with CV 10 %: 30 % (beyond 25 %), and still more than 2 ms.
        assertThat(verdict(gate, p95(40).withSpread(10), p95(51))).isEqualTo(Verdict.PASS);
        assertThat(verdict(gate, p95(40).withSpread(10), p95(53))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(gate, cpu(1).withSpread(20), cpu(1.55))).isEqualTo(Verdict.PASS);
        assertThat(verdict(gate, cpu(1).withSpread(20), cpu(1.65))).isEqualTo(Verdict.FAIL);
    }

    @Test
    void smallSpreadKeepsTheKindsPercentageAsTheFloor() {
        assertThat(verdict(gate, throughput(1000).withSpread(2), throughput(840))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(gate, throughput(1000).withSpread(2), throughput(860))).isEqualTo(Verdict.PASS);
    }

    @Test
    void metricThatNeedsASpreadIsAdvisoryWithoutOne() {
        Gate needsSpread = new Gate(Thresholds.from(new Properties(), Map.of("gate.spread.required", "*.throughput_rps")));
        GateRow row = needsSpread.compare(List.of(throughput(1000)), List.of(throughput(500))).rows().get(0);
        assertThat(row.verdict()).isEqualTo(Verdict.ADVISORY);
        assertThat(row.limit()).isEqualTo("-15% (advisory: no spread)");
        assertThat(needsSpread.compare(List.of(throughput(1000)), List.of()).rows().get(0).verdict())
                .isEqualTo(Verdict.MISSING);
    }

    @Test
    void metricThatNeedsASpreadIsTrackedWhenRepeatsShowItConsistent() {
        Gate needsSpread = new Gate(Thresholds.from(new Properties(), Map.of("gate.spread.required", "*.throughput_rps")));
        assertThat(verdict(needsSpread, throughput(1000).withSpread(4), throughput(800))).isEqualTo(Verdict.FAIL);
        assertThat(verdict(needsSpread, throughput(1000).withSpread(10), throughput(750))).isEqualTo(Verdict.PASS);
        assertThat(verdict(needsSpread, throughput(1000).withSpread(10), throughput(690))).isEqualTo(Verdict.FAIL);
        assertThat(needsSpread.compare(List.of(throughput(1000).withSpread(4)), List.of()).rows().get(0).verdict())
                .isEqualTo(Verdict.FAIL);
    }

    @Test
    void metricThatNeedsASpreadIsAdvisoryWhenRepeatsShowItInconsistent() {
        Gate needsSpread = new Gate(Thresholds.from(new Properties(), Map.of("gate.spread.required", "*.throughput_rps",
                "gate.spread.maxCvPercent", "10")));
        GateRow row = needsSpread.compare(List.of(throughput(1000).withSpread(12.5)), List.of(throughput(300)))
                .rows().get(0);
        assertThat(row.verdict()).isEqualTo(Verdict.ADVISORY);
        assertThat(row.limit()).isEqualTo("-37.5% (CV 12.5%) (advisory: CV 12.5% > 10%)");
    }

    @Test
    void metricsOwnLimitReplacesItsKindsPercentage() {
        Properties file = new Properties();
        file.setProperty("limit.hello.*.throughput_rps", "60");
        Gate tolerant = new Gate(Thresholds.from(file, Map.of()));
        assertThat(verdict(tolerant, throughput(1000), throughput(500))).isEqualTo(Verdict.PASS);
        assertThat(verdict(tolerant, throughput(1000), throughput(300))).isEqualTo(Verdict.FAIL);
    }

    @Test
    void injectorBoundThroughputRegressingDoesNotFailTheGate() {
        GateReport report = gate.compare(List.of(throughput(1000)),
                List.of(throughput(500).withBoundBy(BoundBy.Verdict.INJECTOR)));
        assertThat(report.passed()).isTrue();
        assertThat(report.rows()).singleElement().satisfies(row -> {
            assertThat(row.verdict()).isEqualTo(Verdict.ADVISORY);
            assertThat(row.limit()).isEqualTo("-15% (advisory: bound by the injector)");
        });
    }

    @Test
    void throughputBoundByAnythingButTheInjectorAloneRegressingFailsTheGate() {
        for (BoundBy.Verdict bound : List.of(BoundBy.Verdict.SERVER, BoundBy.Verdict.SERVER_AND_INJECTOR,
                BoundBy.Verdict.MACHINE, BoundBy.Verdict.LATENCY, BoundBy.Verdict.NOT_MEASURED)) {
            GateReport report = gate.compare(List.of(throughput(1000)), List.of(throughput(500).withBoundBy(bound)));
            assertThat(report.passed()).as(bound.label()).isFalse();
            assertThat(report.failures()).extracting(GateRow::limit).containsExactly("-15%");
        }
    }

    @Test
    void throughputDropOnABusyMachineWhereTheServerTookMoreCpuFailsTheGate() {
        // Server 40 -> 55 %, injector 45 -> 38 %, machine 88 -> 96 % of 2 cores: nothing says the injector was the limit.
        assertThat(dropOfThirtyPercentBoundBy(new CpuShares(2, 55.0, 60.0, 38.0, 50.0, 96.0)).failures())
                .extracting(GateRow::verdict).containsExactly(Verdict.FAIL);
    }

    @Test
    void throughputDropWithTheServersEventLoopSaturatedFailsTheGateThoughTheInjectorsIsToo() {
        assertThat(dropOfThirtyPercentBoundBy(new CpuShares(2, 30.0, 95.0, 25.0, 95.0, 60.0)).failures())
                .extracting(GateRow::verdict).containsExactly(Verdict.FAIL);
    }

    @Test
    void theCurrentRunsVerdictDecidesNotTheBaselines() {
        // A baseline at the injector's ceiling, now below it and bound by the server: the server got slower.
        Metric ceiling = throughput(1000).withBoundBy(BoundBy.Verdict.INJECTOR);
        assertThat(verdict(gate, ceiling, throughput(500).withBoundBy(BoundBy.Verdict.SERVER))).isEqualTo(Verdict.FAIL);
        // Only throughput: a p95 from an injector-bound row is tracked as before.
        assertThat(verdict(gate, p95(40), p95(80).withBoundBy(BoundBy.Verdict.INJECTOR))).isEqualTo(Verdict.FAIL);
    }

    @Test
    void gateFailsWhenAnyTrackedMetricFails() {
        GateReport report = gate.compare(List.of(throughput(1000), p95(40)), List.of(throughput(1000), p95(80)));
        assertThat(report.passed()).isFalse();
        assertThat(report.failures()).extracting(GateRow::id).containsExactly("hello.closed-keepalive.p95_ms");
    }

    /** A throughput of 1000 falling to 700, the current row bound as {@link BoundBy} decides from these shares. */
    private GateReport dropOfThirtyPercentBoundBy(CpuShares after) {
        BoundBy.Verdict bound = BoundBy.decide(after).verdict();
        return gate.compare(List.of(throughput(1000)), List.of(throughput(700).withBoundBy(bound)));
    }

    private static Verdict verdict(Gate gate, Metric baseline, Metric current) {
        return gate.compare(List.of(baseline), List.of(current)).rows().get(0).verdict();
    }

    private static Metric throughput(double value) {
        return new Metric("hello.closed-keepalive.throughput_rps", value, "rps", MetricKind.THROUGHPUT);
    }

    private static Metric p95(double value) {
        return new Metric("hello.closed-keepalive.p95_ms", value, "ms", MetricKind.P95);
    }

    private static Metric cpu(double value) {
        return new Metric("hello.closed-keepalive.cpu_s_per_1000", value, "s", MetricKind.CPU_COST);
    }

    private static Metric ko(double value) {
        return new Metric("hello.closed-keepalive.ko", value, "count", MetricKind.FAILURES);
    }

    private static Metric books(double value) {
        return new Metric("insert.reconciliation", value, "ok", MetricKind.RECONCILIATION);
    }

    private static Metric info(double value) {
        return new Metric("insert.c10.p99_ms", value, "ms", MetricKind.INFO);
    }
}
