package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.ComparisonSide.Label;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The comparison built from each round and side's metrics handed in memory, as their summaries give them. */
class ComparisonJudgeTest {
    private static final ComparisonSide A = new ComparisonSide(Label.A, "HEAD~1", "the reference server built at 1234abc",
            "1234abc");
    private static final ComparisonSide B = new ComparisonSide(Label.B, "reference", "the reference server of the working tree",
            "5678def");
    private static final String HELLO = "HelloSimulation";
    private static final String HELLO_CPU = "hello.cpu_s_per_1000";
    private final Map<RoundSide, List<Metric>> figures = new LinkedHashMap<>();

    /** Every run of rounds 1..2 x pairs passed, the comparison ended. */
    private static ComparisonRecord passed(int pairs) {
        return runs(ComparisonRecord.started(1_000, "smoke", List.of(HELLO), pairs, A, B), 1, 2 * pairs).ended(9_000);
    }

    private static ComparisonRecord runs(ComparisonRecord record, int first, int last) {
        ComparisonRecord so = record;
        for (int round = first; round <= last; round++) {
            for (Label side : ComparisonRecord.order(round)) {
                so = so.with(run(round, side, 1, RoundRun.Status.PASSED));
            }
        }
        return so;
    }

    private static RoundRun run(int round, Label side, int attempt, RoundRun.Status status) {
        return new RoundRun(round, side, HELLO, attempt, status, status == RoundRun.Status.PASSED ? null
                : status == RoundRun.Status.FAILED ? "Gatling exited with code 1" : "assertions failed", 0, 1);
    }

    private void round(int round, Label side, Metric... metrics) {
        figures.computeIfAbsent(new RoundSide(round, side), key -> new ArrayList<>()).addAll(List.of(metrics));
    }

    /** A at {@code a} in every round, B at {@code a} times each round's ratio. */
    private void rounds(String id, MetricKind kind, double a, double... ratios) {
        for (int round = 1; round <= ratios.length; round++) {
            round(round, Label.A, metric(id, a, kind));
            round(round, Label.B, metric(id, a * ratios[round - 1], kind));
        }
    }

    /** Thresholds without the spread floor: pairs that agree exactly are judged on that. */
    private static final ComparisonThresholds NO_FLOOR = ComparisonThresholds.from(new java.util.Properties(),
            java.util.Map.of("comparison.spread.floorPercent", "0"));

    private ComparisonSection compare(ComparisonRecord record) {
        return compare(record, ComparisonThresholds.DEFAULTS, false);
    }

    private ComparisonSection compare(ComparisonRecord record, ComparisonThresholds thresholds, boolean allowInconclusive) {
        return new ComparisonJudge(thresholds, allowInconclusive).compare(record, new ComparisonFigures(figures, List.of()));
    }

    private static Metric metric(String id, double value, MetricKind kind) {
        return new Metric(id, value, kind == MetricKind.P95 ? "ms" : "s", kind);
    }

    private static ComparisonRow row(ComparisonSection section, String metric) {
        return section.rows().stream().filter(row -> row.metric().equals(metric)).findFirst().orElseThrow();
    }

    @Test
    void aPairsRatioIsTheGeometricMeanOfItsTwoRoundsRatios() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.21, 1.0, 1.0, 1.0);

        ComparisonRow row = row(compare(passed(2)), HELLO_CPU);

        assertThat(row.pairs()).extracting(PairFigure::pair).containsExactly(1, 2);
        assertThat(row.pairs().get(0).ratio()).isCloseTo(1.1, within(1e-12));
        assertThat(row.pairs().get(1).ratio()).isEqualTo(1.0);
        assertThat(row.ratio()).isCloseTo(Math.sqrt(1.1), within(1e-12));
        assertThat(row.pairsUsed()).isEqualTo(2);
    }

    @Test
    void runningSecondCancelsWithinAPair() {
        // B reads 20 % dearer whenever it runs first (odd rounds), 20 % cheaper when second: no change at all.
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.2, 1 / 1.2, 1.2, 1 / 1.2, 1.2, 1 / 1.2, 1.2, 1 / 1.2);

        ComparisonRow row = row(compare(passed(4), NO_FLOOR, false), HELLO_CPU);

        assertThat(row.ratio()).isCloseTo(1.0, within(1e-12));
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.SAME);
    }

    @Test
    void aClearRiseIsWorseAndFailsTheComparisonNamingTheMetric() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.5, 1.45, 1.55, 1.5, 1.48, 1.52, 1.5, 1.5);

        ComparisonSection section = compare(passed(4));

        ComparisonRow row = row(section, HELLO_CPU);
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.WORSE);
        assertThat(row.look()).isEqualTo(1);
        assertThat(row.low()).isGreaterThan(1.02);
        assertThat(row.why()).startsWith("surely beyond +2 %: interval ");
        assertThat(section.failures()).singleElement().asString().startsWith(HELLO_CPU + " is WORSE: ");
        assertThat(ComparisonTable.verdict(section)).startsWith("A/B FAILED (1 reason(s) above)");
    }

    @Test
    void aTightRiseSmallerThanTheThresholdIsNeverWorse() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.015, 1.015, 1.015, 1.015, 1.015, 1.015);

        ComparisonSection section = compare(passed(3));

        assertThat(row(section, HELLO_CPU).verdict()).as("3 pairs at the spread floor cannot tell +1.5 % from +2 %")
                .isEqualTo(ComparisonVerdict.INCONCLUSIVE);
        assertThat(section.passed()).isTrue();
        assertThat(row(compare(passed(3), NO_FLOOR, false), HELLO_CPU).verdict()).isEqualTo(ComparisonVerdict.SAME);
    }

    @Test
    void aFallIsBetterAndPasses() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 0.7, 0.72, 0.69, 0.7, 0.71, 0.7);

        ComparisonSection section = compare(passed(3));

        assertThat(row(section, HELLO_CPU).verdict()).isEqualTo(ComparisonVerdict.BETTER);
        assertThat(section.passed()).isTrue();
    }

    @Test
    void pairsThatAgreeMoreCloselyThanTheSpreadFloorAreJudgedAtTheFloor() {
        // Four pairs 6 % cheaper, agreeing to a few tenths of a percent: a precision no A/A comparison here has shown.
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 0.940, 0.946, 0.941, 0.945, 0.943, 0.944, 0.942, 0.947);
        double mean = Math.log(0.943 * 0.944 * 0.943 * 0.944) / 4;  // close enough for the bound below
        double critical = new SequentialPlan(4).critical(0.05, 4);

        ComparisonRow floored = row(compare(passed(4)), HELLO_CPU);
        ComparisonRow bare = row(compare(passed(4), NO_FLOOR, false), HELLO_CPU);

        assertThat(bare.verdict()).as("the pairs' own spread: surely below -2 %").isEqualTo(ComparisonVerdict.BETTER);
        assertThat(floored.verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
        assertThat(floored.why()).contains("spread taken at its floor of 3 % (the pairs agreed to 0.");
        assertThat(floored.low()).isCloseTo(Math.exp(mean - critical * Math.log(1.03) / 2), within(1e-3));
        assertThat(floored.detectable()).isCloseTo(1.02 * Math.exp(critical * Math.log(1.03) / 2), within(1e-12));
    }

    @Test
    void aThroughputIsWorseWhenItDrops() {
        rounds("hello.closed-close.throughput_rps", MetricKind.THROUGHPUT, 1000, 0.6, 0.62, 0.61, 0.6, 0.59, 0.6);

        ComparisonRow row = row(compare(passed(3)), "hello.closed-close.throughput_rps");

        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.WORSE);
        assertThat(row.high()).isLessThan(0.85);
        assertThat(row.detectable()).isLessThan(1);
    }

    @Test
    void theIntervalIsTheTTestsAtTheMetricsShareOfTheBudget() {
        // Pair log-ratios ln 1.1, ln 1.2, ln 1.0: mean and sd by hand, one metric: the whole 5 %.
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.1, 1.1, 1.2, 1.2, 1.0, 1.0);
        double[] logs = {Math.log(1.1), Math.log(1.2), 0};
        double mean = (logs[0] + logs[1] + logs[2]) / 3;
        double sd = Math.sqrt(((logs[0] - mean) * (logs[0] - mean) + (logs[1] - mean) * (logs[1] - mean)
                + (logs[2] - mean) * (logs[2] - mean)) / 2);
        double critical = new SequentialPlan(3).critical(0.05, 3);

        ComparisonRow row = row(compare(passed(3)), HELLO_CPU);

        assertThat(row.ratio()).isCloseTo(Math.exp(mean), within(1e-12));
        assertThat(row.low()).isCloseTo(Math.exp(mean - critical * sd / Math.sqrt(3)), within(1e-12));
        assertThat(row.high()).isCloseTo(Math.exp(mean + critical * sd / Math.sqrt(3)), within(1e-12));
        assertThat(row.confidence()).isCloseTo(0.9, within(1e-12));
        assertThat(row.detectable()).isCloseTo(1.02 * Math.exp(critical * sd / Math.sqrt(3)), within(1e-12));
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
    }

    @Test
    void theFamilySharesTheBudgetSoEachOfManyMetricsIsTestedAtLess() {
        double alone = row(compareAlone(), "hello.a.cpu_s_per_1000").detectable();
        figures.clear();
        List<String> ids = List.of("hello.a.cpu_s_per_1000", "hello.b.cpu_s_per_1000", "hello.c.cpu_s_per_1000",
                "hello.d.cpu_s_per_1000");
        ids.forEach(id -> rounds(id, MetricKind.CPU_COST, 0.5, 1.1, 1.1, 1.2, 1.2, 1.0, 1.0));

        ComparisonSection section = compare(passed(3));

        // Nothing rejected: each of the four was last tested at 5 % / 4.
        assertThat(section.rows()).allSatisfy(row -> assertThat(row.confidence()).isCloseTo(1 - 2 * 0.0125,
                within(1e-12)));
        assertThat(section.rows()).allSatisfy(row -> assertThat(row.detectable()).isGreaterThan(alone));
    }

    private ComparisonSection compareAlone() {
        rounds("hello.a.cpu_s_per_1000", MetricKind.CPU_COST, 0.5, 1.1, 1.1, 1.2, 1.2, 1.0, 1.0);
        return compare(passed(3));
    }

    @Test
    void aGatedMetricMissingOnBFailsUnlessInconclusiveIsAllowed() {
        for (int round = 1; round <= 6; round++) {
            round(round, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST),
                    metric("hello.closed-keepalive.crosscheck_server_cpu_s_per_1000", 0.02, MetricKind.CPU_COST));
            round(round, Label.B, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
        }

        ComparisonSection strict = compare(passed(3));
        ComparisonSection allowed = compare(passed(3), ComparisonThresholds.DEFAULTS, true);

        ComparisonRow missing = row(strict, "hello.closed-keepalive.crosscheck_server_cpu_s_per_1000");
        assertThat(missing.isUnjudged()).isTrue();
        assertThat(missing.unjudged()).isEqualTo("0 of the 3 pairs called for have it: pair 1 (round 1: only A has it);"
                + " pair 1 (round 2: only A has it); pair 2 (round 3: only A has it); pair 2 (round 4: only A has it);"
                + " pair 3 (round 5: only A has it); pair 3 (round 6: only A has it)");
        assertThat(strict.failures()).singleElement().asString()
                .startsWith("hello.closed-keepalive.crosscheck_server_cpu_s_per_1000 was not judged at its planned pairs");
        assertThat(allowed.passed()).isTrue();
        assertThat(allowed.notes()).singleElement().asString().endsWith("; allowed by comparison.allowInconclusive");
    }

    @Test
    void fewerPairsThanPlannedFailClosed() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.0, 1.0, 1.0, 1.0);
        ComparisonRecord cutShort = runs(ComparisonRecord.started(1_000, "smoke", List.of(HELLO), 3, A, B), 1, 4);

        ComparisonSection section = compare(cutShort);

        assertThat(row(section, HELLO_CPU).unjudged()).startsWith("2 of the 3 pairs called for have it");
        assertThat(section.failures()).first().asString()
                .isEqualTo("the comparison has not ended (still running, or cut short): 2 of its 3 pairs measured");
    }

    @ParameterizedTest(name = "{0} rounds measured of {1} pairs planned: {2} pairs used")
    @CsvSource({"7, 4, 3, false", "9, 5, 4, false", "12, 6, 6, true"})
    void anUnpairedRoundIsLeftOutAndTheIntervalRestsOnWholePairs(int rounds, int planned, int used, boolean judged) {
        double[] ratios = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            ratios[round] = 1 + 0.01 * (round % 3);
        }
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, ratios);
        ComparisonRecord record = runs(ComparisonRecord.started(1_000, "smoke", List.of(HELLO), planned, A, B), 1, rounds).ended(
                9_000);

        ComparisonRow row = row(compare(record), HELLO_CPU);

        assertThat(row.pairs()).hasSize(used);
        assertThat(row.isUnjudged()).isEqualTo(!judged);
        if (!judged) {
            assertThat(row.skipped()).contains("round " + (rounds + 1) + ": neither side has it");
            assertThat(row.verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
        } else {
            assertThat(row.low()).isNotNull();
        }
    }

    @Test
    void aRunThatFailedAndWhosePairRanAgainIsJudgedOnTheNewAttempt() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0);
        ComparisonRecord record = ComparisonRecord.started(1_000, "smoke", List.of(HELLO), 3, A, B);
        record = runs(record, 1, 2).with(run(3, Label.A, 1, RoundRun.Status.FAILED));
        record = runs(record, 3, 6).ended(9_000);

        ComparisonSection section = compare(record);

        assertThat(section.passed()).isTrue();
        assertThat(section.runsNotPassed()).extracting(RoundRun::round, RoundRun::side, RoundRun::attempt)
                .containsExactly(tuple(3, Label.A, 1));
    }

    @Test
    void aRunThatFailedAgainWhenItsPairRanAgainFailsTheComparisonEvenWhenInconclusiveIsAllowed() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.0, 1.0);
        ComparisonRecord record = runs(ComparisonRecord.started(1_000, "smoke", List.of(HELLO), 3, A, B), 1, 2)
                .with(run(3, Label.A, 1, RoundRun.Status.FAILED)).with(run(3, Label.A, 2, RoundRun.Status.FAILED))
                .ended(9_000);

        ComparisonSection section = compare(record, ComparisonThresholds.DEFAULTS, true);

        assertThat(section.failures()).contains("round 3, A, HelloSimulation FAILED again when its pair was run again:"
                + " Gatling exited with code 1");
        assertThat(section.passed()).isFalse();
    }

    @Test
    void failedAssertionsOnEitherSideFailTheComparison() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.0, 1.0, 1.0, 1.0);
        ComparisonRecord record = ComparisonRecord.started(1_000, "smoke", List.of(HELLO), 2, A, B)
                .with(run(1, Label.A, 1, RoundRun.Status.ASSERTIONS_FAILED))
                .with(run(1, Label.B, 1, RoundRun.Status.PASSED));
        record = runs(record, 2, 3).with(run(4, Label.A, 1, RoundRun.Status.PASSED))
                .with(run(4, Label.B, 1, RoundRun.Status.ASSERTIONS_FAILED)).ended(9_000);

        ComparisonSection section = compare(record);

        assertThat(section.failures()).containsExactly("round 1, A, HelloSimulation: assertions failed",
                "round 4, B, HelloSimulation: assertions failed");
    }

    @Test
    void koCountsAndBooksAreAddedUpPerSideAndMoreOnBFails() {
        for (int round = 1; round <= 4; round++) {
            round(round, Label.A, metric("insert.ko", 0, MetricKind.FAILURES),
                    metric("insert.reconciliation", 1, MetricKind.RECONCILIATION), metric("insert.cpu_s_per_1000", 1,
                            MetricKind.CPU_COST));
            round(round, Label.B, metric("insert.ko", 3, MetricKind.FAILURES),
                    metric("insert.reconciliation", round == 1 ? 1 : 0, MetricKind.RECONCILIATION),
                    metric("insert.cpu_s_per_1000", 1, MetricKind.CPU_COST));
        }

        ComparisonSection section = compare(passed(2));

        assertThat(section.experiments()).singleElement().satisfies(insert -> assertThat(insert.totals()).containsExactly(
                new ComparisonTotal("insert.ko", MetricKind.FAILURES, 0, 4, 12, 4),
                new ComparisonTotal("insert.reconciliation", MetricKind.RECONCILIATION, 4, 4, 1, 4)));
        assertThat(section.failures()).containsExactly(
                "insert.ko: A 0 over 4 round(s), B 12 over 4 round(s) (more on B)",
                "insert.reconciliation: books balanced in 4 of 4 round(s) on A, 1 of 4 on B (B did not)");
    }

    @Test
    void aThroughputIsExcusedOnlyWhenTheInjectorBoundAAndBsInjectorCpuDidNotRise() {
        for (int round = 1; round <= 6; round++) {
            for (String row : List.of("hello.closed-close.", "hello.closed-keepalive.")) {
                round(round, Label.A, new Metric(row + "throughput_rps", 1000, "rps", MetricKind.THROUGHPUT)
                        .withBoundBy(BoundBy.Verdict.INJECTOR), metric(row + "injector_cpu_s_per_1000", 0.1,
                        MetricKind.INFO));
            }
            round(round, Label.B, new Metric("hello.closed-close.throughput_rps", 600, "rps", MetricKind.THROUGHPUT)
                    .withBoundBy(BoundBy.Verdict.INJECTOR), metric("hello.closed-close.injector_cpu_s_per_1000", 0.1,
                    MetricKind.INFO));
            // B pushed work onto the client: the injector costs half as much again per request.
            round(round, Label.B, new Metric("hello.closed-keepalive.throughput_rps", 600, "rps", MetricKind.THROUGHPUT)
                    .withBoundBy(BoundBy.Verdict.INJECTOR), metric("hello.closed-keepalive.injector_cpu_s_per_1000", 0.15,
                    MetricKind.INFO));
        }

        ComparisonSection section = compare(passed(3));

        ComparisonRow same = row(section, "hello.closed-close.throughput_rps");
        ComparisonRow pushed = row(section, "hello.closed-keepalive.throughput_rps");
        assertThat(same.gated()).isFalse();
        assertThat(same.advisory()).isEqualTo("the injector bound A in both rounds of 3 of 3 pairs, and B's injector CPU"
                + " per request did not rise beyond +2 % in them");
        assertThat(pushed.gated()).isTrue();
        assertThat(pushed.verdict()).isEqualTo(ComparisonVerdict.WORSE);
        assertThat(section.worse()).containsExactly(pushed);
    }

    @Test
    void transportsCpuAndTheCpuRatioToTheInjectorAreAdvisoryByDefaultAndTheListCanBeReplaced() {
        List<String> ids = List.of(HELLO_CPU, "hello.cpu_per_injector_cpu", "transports.cpu_s_per_1000",
                "transports.socketio.cpu_s_per_1000");
        ids.forEach(id -> rounds(id, MetricKind.CPU_COST, 0.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5));

        ComparisonSection byDefault = compare(passed(3));
        ComparisonSection replaced = compare(passed(3), ComparisonThresholds.from(new Properties(), Map.of("comparison.advisory",
                "hello.*")),
                false);

        assertThat(byDefault.rows()).extracting(ComparisonRow::metric, ComparisonRow::verdict, ComparisonRow::advisory)
                .containsExactly(
                tuple(HELLO_CPU, ComparisonVerdict.WORSE, null),
                tuple("hello.cpu_per_injector_cpu", ComparisonVerdict.WORSE, "listed as advisory (hello.cpu_per_injector_cpu)"),
                tuple("transports.cpu_s_per_1000", ComparisonVerdict.WORSE, "listed as advisory (transports*.cpu_s_per_1000)"),
                tuple("transports.socketio.cpu_s_per_1000", ComparisonVerdict.WORSE,
                        "listed as advisory (transports*.cpu_s_per_1000)"));
        assertThat(byDefault.worse()).extracting(ComparisonRow::metric).containsExactly(HELLO_CPU);
        assertThat(replaced.worse()).extracting(ComparisonRow::metric)
                .containsExactly("transports.cpu_s_per_1000", "transports.socketio.cpu_s_per_1000");
    }

    @Test
    void infoFiguresGetARatioAndAPlainIntervalAndNoVerdictAndSideBySideMultiplesAreNotCompared() {
        for (int round = 1; round <= 4; round++) {
            round(round, Label.A, metric("hello.closed-close.mean_ms", 4, MetricKind.INFO),
                    metric("sidebyside.node.hello.closed-close.throughput_vs_reference", 2, MetricKind.INFO));
            round(round, Label.B, metric("hello.closed-close.mean_ms", 5, MetricKind.INFO),
                    metric("sidebyside.node.hello.closed-close.throughput_vs_reference", 3, MetricKind.INFO));
        }

        ComparisonSection section = compare(passed(2));

        assertThat(section.rows()).singleElement().satisfies(row -> {
            assertThat(row.metric()).isEqualTo("hello.closed-close.mean_ms");
            assertThat(row.ratio()).isCloseTo(1.25, within(1e-12));
            assertThat(row.confidence()).isEqualTo(0.95);
            assertThat(row.verdict()).isNull();
            assertThat(row.gated()).isFalse();
        });
    }

    @Test
    void aP95UnderAMillisecondCountsAsOne() {
        rounds("hello.closed-keepalive.p95_ms", MetricKind.P95, 0, 1, 1, 1, 1);

        ComparisonRow row = row(compare(passed(2)), "hello.closed-keepalive.p95_ms");

        assertThat(row.ratio()).isEqualTo(1.0);
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.SAME);
    }

    @Test
    void aP95BeyondItsThresholdButNotAboveTheMillisecondFloorIsNotWorse() {
        rounds("hello.closed-close.p95_ms", MetricKind.P95, 2, 2, 2, 2, 2, 2, 2);

        ComparisonRow row = row(compare(passed(3)), "hello.closed-close.p95_ms");

        assertThat(row.ratio()).isCloseTo(2, within(1e-12));
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
    }

    @Test
    void aComparisonThatComparedNothingFails() {
        round(1, Label.A, metric(HELLO_CPU, 0.5, MetricKind.CPU_COST));
        ComparisonRecord record = ComparisonRecord.started(1_000, "smoke", List.of(HELLO), 2, A, B)
                .with(run(1, Label.A, 1, RoundRun.Status.PASSED)).with(run(1, Label.B, 1, RoundRun.Status.FAILED))
                .with(run(1, Label.A, 2, RoundRun.Status.PASSED)).with(run(1, Label.B, 2, RoundRun.Status.FAILED))
                .ended(9_000);

        ComparisonSection section = compare(record);

        assertThat(section.failures()).contains("nothing was compared: no metric had a figure on both sides of a pair");
        assertThat(section.pairsMeasured()).isZero();
    }

    @Test
    void ratiosBecomeInfoMetricsWithTheirIntervalBesideThem() {
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.5, 1.5, 1.5, 1.5);

        assertThat(compare(passed(2), NO_FLOOR, false).metrics()).singleElement().satisfies(metric -> {
            assertThat(metric.id()).isEqualTo("comparison.hello.cpu_s_per_1000.ratio");
            assertThat(metric.value()).isCloseTo(1.5, within(1e-12));
            assertThat(metric.low()).isCloseTo(1.5, within(1e-12));
        });
    }

    @Test
    void aFirstLookBeyondTheThresholdWithoutAVerdictCallsForASecondLook() {
        // Pairs at 1.82, 1.22 and 1.51: their mean is beyond +2 %, the noise too wide for a verdict at 3 pairs.
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.8221188, 1.8221188, 1.2214028, 1.2214028, 1.5143707, 1.5143707);

        ComparisonSection section = compare(passed(3));

        assertThat(row(section, HELLO_CPU).verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
        assertThat(section.secondLookCalledFor()).containsExactly(HELLO_CPU);
        assertThat(section.passed()).isTrue();
    }

    @Test
    void theSecondLookPoolsThePlannedPairsWhereTheFreshPairsAloneWouldNotTell() {
        // The first look's pairs as above, then the second look's rounds: five at 1.3 and one at 0.95.
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.8221188, 1.8221188, 1.2214028, 1.2214028, 1.5143707, 1.5143707,
                1.3, 1.3, 1.3, 1.3, 1.3, 0.95);
        ComparisonRecord record = runs(passed(3).lookingAgain(new ComparisonRecord.SecondLook(List.of(HELLO_CPU), List.of(
                HELLO))), 7,
                12).ended(20_000);

        ComparisonSection pooled = compare(record);
        figures.clear();
        rounds(HELLO_CPU, MetricKind.CPU_COST, 0.5, 1.3, 1.3, 1.3, 1.3, 1.3, 0.95);
        ComparisonSection freshOnly = compare(passed(3));

        ComparisonRow row = row(pooled, HELLO_CPU);
        assertThat(row.verdict()).isEqualTo(ComparisonVerdict.WORSE);
        assertThat(row.look()).isEqualTo(2);
        assertThat(row.pairsUsed()).isEqualTo(6);
        assertThat(pooled.passed()).isFalse();
        assertThat(row(freshOnly, HELLO_CPU).verdict()).isEqualTo(ComparisonVerdict.INCONCLUSIVE);
        assertThat(pooled.secondLookCalledFor()).isEmpty();
    }

    @Test
    void theCountOfPairsToDetectTheTargetChangeFallsWithLessNoise() {
        rounds("hello.a.cpu_s_per_1000", MetricKind.CPU_COST, 0.5, 1.1, 1.1, 1.2, 1.2, 1.0, 1.0);
        rounds("hello.b.cpu_s_per_1000", MetricKind.CPU_COST, 0.5, 1.01, 1.01, 1.02, 1.02, 1.0, 1.0);

        ComparisonSection section = compare(passed(3));

        Integer noisy = row(section, "hello.a.cpu_s_per_1000").pairsToDetect();
        Integer quiet = row(section, "hello.b.cpu_s_per_1000").pairsToDetect();
        assertThat(quiet).isNotNull().isLessThan(noisy);
        assertThat(row(compare(passed(3), ComparisonThresholds.from(new Properties(), Map.of("comparison.cpu.maxRisePercent",
                "10")),
                false), "hello.b.cpu_s_per_1000").pairsToDetect()).as("a target at the threshold is never WORSE").isNull();
    }
}
