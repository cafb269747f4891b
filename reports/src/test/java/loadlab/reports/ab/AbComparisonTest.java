package loadlab.reports.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.ab.AbRecord;
import loadlab.record.ab.AbSide.Label;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

/** The comparison built from each round and side's metrics handed in memory, as their summaries give them. */
class AbComparisonTest {
    private static final AbSide A = new AbSide(Label.A, "HEAD~1", "the reference server built at 1234abc", "1234abc");
    private static final AbSide B = new AbSide(Label.B, "reference", "the reference server of the working tree",
            "5678def");
    private static final String HELLO_CPU = "hello.cpu_s_per_1000";
    private final Map<RoundSide, List<Metric>> figures = new LinkedHashMap<>();

    /** Every run of every round passed. */
    private static AbRecord passed(int rounds) {
        return record(rounds, RoundRun.Status.PASSED);
    }

    private static AbRecord record(int rounds, RoundRun.Status b) {
        AbRecord record = AbRecord.started(1_000, "smoke", List.of("HelloSimulation"), rounds, A, B);
        for (int round = 1; round <= rounds; round++) {
            record = record.with(new RoundRun(round, Label.A, "HelloSimulation", RoundRun.Status.PASSED, null, 0, 1))
                    .with(new RoundRun(round, Label.B, "HelloSimulation", b, b == RoundRun.Status.PASSED ? null
                            : "Gatling exited with code 1", 0, 1));
        }
        return record.ended(9_000);
    }

    private void round(int round, Label side, Metric... metrics) {
        figures.computeIfAbsent(new RoundSide(round, side), key -> new ArrayList<>()).addAll(List.of(metrics));
    }

    private AbSection compare(AbRecord record) {
        return compare(record, AbThresholds.DEFAULTS);
    }

    private AbSection compare(AbRecord record, AbThresholds thresholds) {
        return new AbComparison(thresholds).compare(record, new AbFigures(figures, List.of()));
    }

    private static Metric metric(String id, double value, MetricKind kind) {
        return new Metric(id, value, kind == MetricKind.P95 ? "ms" : "s", kind);
    }

    private static Metric throughput(String id, double value, BoundBy.Verdict boundBy) {
        return new Metric(id, value, "rps", MetricKind.THROUGHPUT).withBoundBy(boundBy);
    }

    private static AbRow row(AbSection section, String metric) {
        return section.rows().stream().filter(row -> row.metric().equals(metric)).findFirst().orElseThrow();
    }

    @Test
    void eachRoundGivesItsRatioAndDifferenceBOverAAndTheMediansAreOverTheRounds() {
        round(1, Label.A, metric(HELLO_CPU, 0.25, MetricKind.CPU_COST));
        round(1, Label.B, metric(HELLO_CPU, 0.375, MetricKind.CPU_COST));
        round(2, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
        round(2, Label.B, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));

        AbRow row = row(compare(passed(2)), HELLO_CPU);

        assertThat(row.rounds()).containsExactly(new RoundFigure(1, 0.25, 0.375, 1.5, 0.125, null),
                new RoundFigure(2, 0.5, 0.5, 1.0, 0.0, null));
        // Ratios 1.5 and 1: median 1.25, interval their range at 50 %; A (0.25, 0.5), B (0.375, 0.5).
        assertThat(List.of(row.ratio(), row.low(), row.high(), row.coverage())).containsExactly(1.25, 1.0, 1.5, 0.5);
        assertThat(List.of(row.aMedian(), row.bMedian(), row.medianDifference())).containsExactly(0.375, 0.4375, 0.0625);
        assertThat(row.roundsUsed()).isEqualTo(2);
        assertThat(row.verdict()).isEqualTo(AbVerdict.INCONCLUSIVE);
    }

    @Test
    void aRoundWhereAsFigureIsZeroIsLeftOutOfTheRatioAndSaidSo() {
        String p95 = "hello.closed-keepalive.p95_ms";
        round(1, Label.A, metric(p95, 0, MetricKind.P95));
        round(1, Label.B, metric(p95, 1, MetricKind.P95));
        round(2, Label.A, metric(p95, 2, MetricKind.P95));
        round(2, Label.B, metric(p95, 2, MetricKind.P95));

        AbRow row = row(compare(passed(2)), p95);

        assertThat(row.skipped()).containsExactly("round 1: A's figure is 0");
        assertThat(row.roundsUsed()).isEqualTo(1);
        assertThat(row.ratio()).isEqualTo(1.0);
        assertThat(row.verdict()).isEqualTo(AbVerdict.INCONCLUSIVE);
        assertThat(row.why()).isEqualTo("too few rounds: 1 with a ratio, 2 needed");
    }

    @Test
    void koCountsAndBooksAreAddedUpPerSideNotDivided() {
        for (int round = 1; round <= 2; round++) {
            round(round, Label.A, metric("insert.ko", 0, MetricKind.FAILURES),
                    metric("insert.reconciliation", 1, MetricKind.RECONCILIATION));
            round(round, Label.B, metric("insert.ko", 3, MetricKind.FAILURES),
                    metric("insert.reconciliation", round == 1 ? 1 : 0, MetricKind.RECONCILIATION));
        }

        AbSection section = compare(passed(2));

        assertThat(section.experiments()).singleElement().satisfies(insert -> {
            assertThat(insert.rows()).isEmpty();
            assertThat(insert.totals()).containsExactly(
                    new AbTotal("insert.ko", MetricKind.FAILURES, 0, 2, 6, 2),
                    new AbTotal("insert.reconciliation", MetricKind.RECONCILIATION, 2, 2, 1, 2));
            assertThat(insert.totals()).allMatch(AbTotal::alert);
        });
    }

    @Test
    void throughputIsGatedUnlessTheInjectorAloneOrNothingMeasuredBoundBInHalfTheRounds() {
        BoundBy.Verdict[] machineAndLatency = {BoundBy.Verdict.MACHINE, BoundBy.Verdict.LATENCY, BoundBy.Verdict.MACHINE,
            BoundBy.Verdict.INJECTOR, BoundBy.Verdict.MACHINE, BoundBy.Verdict.SERVER_AND_INJECTOR};
        BoundBy.Verdict[] injectorInThree = {BoundBy.Verdict.INJECTOR, BoundBy.Verdict.INJECTOR, BoundBy.Verdict.MACHINE,
            BoundBy.Verdict.INJECTOR, BoundBy.Verdict.NOT_MEASURED, BoundBy.Verdict.SERVER};
        for (int round = 1; round <= 6; round++) {
            round(round, Label.A, throughput("hello.closed-close.throughput_rps", 1000, BoundBy.Verdict.MACHINE),
                    throughput("hello.closed-keepalive.throughput_rps", 1000, BoundBy.Verdict.INJECTOR));
            round(round, Label.B, throughput("hello.closed-close.throughput_rps", 500, machineAndLatency[round - 1]),
                    throughput("hello.closed-keepalive.throughput_rps", 500, injectorInThree[round - 1]));
        }

        AbSection section = compare(passed(6));

        AbRow close = row(section, "hello.closed-close.throughput_rps");
        AbRow keepAlive = row(section, "hello.closed-keepalive.throughput_rps");
        assertThat(close.verdict()).isEqualTo(AbVerdict.WORSE);
        assertThat(close.gated()).isTrue();
        assertThat(keepAlive.verdict()).isEqualTo(AbVerdict.WORSE);
        assertThat(keepAlive.gated()).isFalse();
        assertThat(keepAlive.advisory())
                .isEqualTo("bound by the injector in 3 of 6 rounds, the machine in 1, the server in 1,"
                        + " what was not measured in 1");
        assertThat(section.failures()).containsExactly(close);
    }

    @Test
    void transportsCpuAndTheCpuRatioToTheInjectorAreAdvisoryByDefaultAndTheListCanBeReplaced() {
        List<String> ids = List.of(HELLO_CPU, "hello.cpu_per_injector_cpu", "transports.cpu_s_per_1000",
                "transports.socketio.cpu_s_per_1000");
        for (int round = 1; round <= 6; round++) {
            for (String id : ids) {
                round(round, Label.A, metric(id, 0.5, MetricKind.CPU_COST));
                round(round, Label.B, metric(id, 0.75, MetricKind.CPU_COST));
            }
        }

        AbSection byDefault = compare(passed(6));
        AbSection replaced = compare(passed(6), AbThresholds.from(new Properties(), Map.of("ab.advisory", "hello.*")));

        assertThat(byDefault.rows()).extracting(AbRow::metric, AbRow::verdict, AbRow::advisory).containsExactly(
                tuple(HELLO_CPU, AbVerdict.WORSE, null),
                tuple("hello.cpu_per_injector_cpu", AbVerdict.WORSE,
                        "listed as advisory (hello.cpu_per_injector_cpu)"),
                tuple("transports.cpu_s_per_1000", AbVerdict.WORSE,
                        "listed as advisory (transports*.cpu_s_per_1000)"),
                tuple("transports.socketio.cpu_s_per_1000", AbVerdict.WORSE,
                        "listed as advisory (transports*.cpu_s_per_1000)"));
        assertThat(byDefault.failures()).extracting(AbRow::metric).containsExactly(HELLO_CPU);
        assertThat(replaced.failures()).extracting(AbRow::metric)
                .containsExactly("transports.cpu_s_per_1000", "transports.socketio.cpu_s_per_1000");
    }

    @Test
    void infoFiguresGetARatioAndNoVerdictAndSideBySideMultiplesAreNotCompared() {
        for (int round = 1; round <= 2; round++) {
            round(round, Label.A, metric("hello.closed-close.mean_ms", 4, MetricKind.INFO),
                    metric("sidebyside.node.hello.closed-close.throughput_vs_reference", 2, MetricKind.INFO));
            round(round, Label.B, metric("hello.closed-close.mean_ms", 5, MetricKind.INFO),
                    metric("sidebyside.node.hello.closed-close.throughput_vs_reference", 3, MetricKind.INFO));
        }

        AbSection section = compare(passed(2));

        assertThat(section.rows()).singleElement().satisfies(row -> {
            assertThat(row.metric()).isEqualTo("hello.closed-close.mean_ms");
            assertThat(row.ratio()).isEqualTo(1.25);
            assertThat(row.verdict()).isNull();
            assertThat(row.gated()).isFalse();
            assertThat(row.advisory()).isNull();
        });
    }

    @Test
    void aMetricOnlyOneSideProducedIsNamedNotCompared() {
        for (int round = 1; round <= 2; round++) {
            round(round, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
            round(round, Label.B, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST),
                    metric("hello.open-keepalive.p95_ms", 7, MetricKind.P95));
        }

        AbExperiment hello = compare(passed(2)).experiments().get(0);

        assertThat(hello.rows()).extracting(AbRow::metric).containsExactly(HELLO_CPU);
        assertThat(hello.notes()).containsExactly("hello.open-keepalive.p95_ms: only B has it, so it is not compared.");
    }

    @Test
    void aComparisonWhoseBRunsAllFailedComparedNothingAndListsThem() {
        round(1, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
        round(2, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));

        AbSection section = compare(record(2, RoundRun.Status.FAILED));

        assertThat(section.comparedNothing()).isTrue();
        assertThat(section.roundsMeasured()).isZero();
        assertThat(section.runsNotPassed()).extracting(RoundRun::round, RoundRun::side).containsExactly(
                tuple(1, Label.B), tuple(2, Label.B));
        assertThat(section.notes()).containsExactly(
                "Round 1: only A was measured, so the round is left out of the ratios.",
                "Round 2: only A was measured, so the round is left out of the ratios.");
    }

    @Test
    void medianRatiosBecomeInfoMetricsWithTheirIntervalBesideThem() {
        double[][] aAndB = {{0.5, 0.75}, {0.5, 0.625}, {0.25, 0.5}};
        for (int round = 1; round <= 3; round++) {
            round(round, Label.A, metric(HELLO_CPU, aAndB[round - 1][0], MetricKind.CPU_COST));
            round(round, Label.B, metric(HELLO_CPU, aAndB[round - 1][1], MetricKind.CPU_COST));
        }

        // Ratios 1.5, 1.25, 2: median 1.5, interval 1.25..2.
        assertThat(compare(passed(3)).metrics()).containsExactly(
                new Metric("ab.hello.cpu_s_per_1000.ratio", 1.5, "x", MetricKind.INFO, null, null, 1.25, 2.0));
    }

    /** Six planned rounds where B costs 1.5x A, then the record confirming HELLO_CPU with rounds 7..12. */
    private AbRecord confirming(double confirmationRatio) {
        AbRecord record = passed(6).confirming(List.of(HELLO_CPU));
        for (int round = 1; round <= 12; round++) {
            round(round, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
            round(round, Label.B, metric(HELLO_CPU, 0.5 * (round <= 6 ? 1.5 : confirmationRatio), MetricKind.CPU_COST));
            if (round > 6) {
                record = record.with(new RoundRun(round, Label.A, "HelloSimulation", RoundRun.Status.PASSED, null, 0, 1))
                        .with(new RoundRun(round, Label.B, "HelloSimulation", RoundRun.Status.PASSED, null, 0, 1));
            }
        }
        return record.ended(20_000);
    }

    @Test
    void aWorseTheConfirmationRoundsFindWorseTooFailsTheComparison() {
        AbSection section = compare(confirming(1.25));

        AbRow row = row(section, HELLO_CPU);
        assertThat(row.verdict()).isEqualTo(AbVerdict.WORSE);
        assertThat(row.ratio()).isEqualTo(1.5);
        assertThat(row.confirmation().ratio()).isEqualTo(1.25);
        assertThat(row.why()).isEqualTo("beyond +10 % in rounds 1-6, confirmed in rounds 7-12 (1.250, beyond +10 %)");
        assertThat(section.failures()).containsExactly(row);
        assertThat(section.roundsMeasured()).isEqualTo(6);
        assertThat(section.confirmationRoundsMeasured()).isEqualTo(6);
        assertThat(AbTable.verdict(section)).startsWith("A/B FAILED: 1 metric(s) over 6 of 6 planned round(s) measured,"
                + " then 6 confirming hello.cpu_s_per_1000;");
    }

    @Test
    void aWorseTheConfirmationRoundsDoNotFindIsInconclusiveAndPasses() {
        AbSection section = compare(confirming(1.0));

        AbRow row = row(section, HELLO_CPU);
        assertThat(row.verdict()).isEqualTo(AbVerdict.INCONCLUSIVE);
        assertThat(row.why()).isEqualTo("worse in rounds 1-6 (beyond +10 %), not confirmed in rounds 7-12: same at 1.000,"
                + " within -9.1 % and +10 %");
        assertThat(section.failures()).isEmpty();
        assertThat(AbTable.verdict(section)).startsWith("A/B PASSED");
    }

    @Test
    void aWorseNobodyRanConfirmationRoundsForStandsAsTheOnlyEvidence() {
        for (int round = 1; round <= 6; round++) {
            round(round, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
            round(round, Label.B, metric(HELLO_CPU, 0.75, MetricKind.CPU_COST));
        }

        AbSection cutShort = compare(passed(6).confirming(List.of(HELLO_CPU)));
        AbSection unconfirmed = compare(passed(6));

        assertThat(row(cutShort, HELLO_CPU).verdict()).isEqualTo(AbVerdict.WORSE);
        assertThat(row(cutShort, HELLO_CPU).why()).isEqualTo("beyond +10 % in rounds 1-6; the rounds that were to confirm"
                + " it measured nothing, so it stands");
        assertThat(cutShort.notes()).contains("Round 7: neither side was measured.");
        assertThat(unconfirmed.failures()).extracting(AbRow::metric).containsExactly(HELLO_CPU);
        assertThat(row(unconfirmed, HELLO_CPU).confirmation()).isNull();
    }
}
