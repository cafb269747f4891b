package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntToDoubleFunction;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.ComparisonSide.Label;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.comparison.ComparisonJudge;
import loadlab.reports.comparison.ComparisonFigures;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.comparison.ComparisonThresholds;
import loadlab.reports.comparison.ComparisonVerdict;
import loadlab.reports.comparison.RoundSide;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

/**
 * The comparison's schedule driven with a fake launcher that returns chosen figures per round, judged by
 * the real comparison: pairs, the retry of a failed pair, the second look and what fails the comparison.
 */
class ComparisonLoopTest {
    private static final ComparisonSide A = new ComparisonSide(Label.A, "HEAD~1", "the baseline", "1234abc");
    private static final ComparisonSide B = new ComparisonSide(Label.B, "reference", "the working tree", "5678def");
    private static final String HELLO = "HelloSimulation";
    private static final String CPU = "hello.closed-keepalive.crosscheck_server_cpu_s_per_1000";
    private static final String P95 = "hello.closed-close.p95_ms";

    /** What the fake Gatling runs measured: each round and side's figures, a retry overwriting its first attempt. */
    private final Map<RoundSide, List<Metric>> measured = new HashMap<>();
    /** Runs that fail: "round/side/attempt". */
    private final Set<String> failing = new java.util.HashSet<>();
    /** Runs whose assertions fail (a server killed mid-run answers KO until Gatling ends): "round/side/attempt". */
    private final Set<String> failingAssertions = new java.util.HashSet<>();
    private final List<String> runOrder = new ArrayList<>();
    private final List<ComparisonRecord> written = new ArrayList<>();
    private IntToDoubleFunction ratioOfRound = round -> 1.0;
    private boolean bLacksTheMetric;

    private ComparisonRecord run(int pairs) {
        ComparisonLoop loop = new ComparisonLoop(this::launch, record -> judge(record, false).secondLookCalledFor(),
                written::add, () -> 42);
        return loop.run(ComparisonRecord.started(1, "smoke", List.of(HELLO), pairs, A, B));
    }

    private List<RoundRun> launch(ComparisonRecord record, int round, String simulation, int attempt) {
        List<RoundRun> runs = new ArrayList<>();
        for (Label side : ComparisonRecord.order(round)) {
            runs.add(launch(round, side, simulation, attempt));
        }
        return runs;
    }

    private RoundRun launch(int round, Label side, String simulation, int attempt) {
        runOrder.add(round + side.name() + (attempt == 1 ? "" : "'"));
        if (failing.contains(round + "/" + side + "/" + attempt)) {
            measured.remove(new RoundSide(round, side));
            return new RoundRun(round, side, simulation, attempt, RoundRun.Status.FAILED, "the server was killed", 0, 1);
        }
        double value = side == Label.A ? 0.02 : 0.02 * ratioOfRound.applyAsDouble(round);
        Metric p95 = new Metric(P95, 5, "ms", MetricKind.P95);
        boolean assertionsFail = failingAssertions.contains(round + "/" + side + "/" + attempt);
        // A run that ends early measures what it ran: here its p95, not the CPU over a variant it never reached.
        measured.put(new RoundSide(round, side), (side == Label.B && bLacksTheMetric) || assertionsFail ? List.of(p95)
                : List.of(new Metric(CPU, value, "s", MetricKind.CPU_COST), p95));
        return assertionsFail
                ? new RoundRun(round, side, simulation, attempt, RoundRun.Status.ASSERTIONS_FAILED, "assertions failed", 0, 1)
                : new RoundRun(round, side, simulation, attempt, RoundRun.Status.PASSED, null, 0, 1);
    }

    private ComparisonSection judge(ComparisonRecord record, boolean allowInconclusive) {
        return new ComparisonJudge(ComparisonThresholds.DEFAULTS, allowInconclusive).compare(record,
                new ComparisonFigures(new LinkedHashMap<>(measured), List.of()));
    }

    @Test
    void eachPairRunsAThenBThenBThenA() {
        ComparisonRecord record = run(2);

        assertThat(runOrder).containsExactly("1A", "1B", "2B", "2A", "3A", "3B", "4B", "4A");
        assertThat(record.secondLook()).isNull();
        assertThat(judge(record, false).passed()).isTrue();
        assertThat(written.get(written.size() - 1)).isEqualTo(record);
        assertThat(record.isRunning()).isFalse();
    }

    @Test
    void aFailedARunRunsItsPairAgainAndTheComparisonIsJudgedOnTheRetry() {
        failing.add("3/A/1");

        ComparisonRecord record = run(3);

        assertThat(runOrder).containsExactly("1A", "1B", "2B", "2A", "3A", "3B", "3A'", "3B'", "4B'", "4A'", "5A", "5B",
                "6B", "6A");
        ComparisonSection section = judge(record, false);
        assertThat(section.passed()).isTrue();
        assertThat(section.runsNotPassed()).extracting(RoundRun::round, RoundRun::side, RoundRun::attempt)
                .containsExactly(tuple(3, Label.A, 1));
    }

    @Test
    void aRunWhoseAssertionsFailedRunsItsPairAgainToo() {
        failingAssertions.add("3/A/1");

        ComparisonRecord record = run(3);

        assertThat(runOrder).containsExactly("1A", "1B", "2B", "2A", "3A", "3B", "3A'", "3B'", "4B'", "4A'", "5A", "5B",
                "6B", "6A");
        ComparisonSection section = judge(record, false);
        assertThat(section.passed()).as("judged on the retry, every metric in every pair").isTrue();
        assertThat(section.failures()).isEmpty();
    }

    @Test
    void assertionsThatFailAgainOnTheRetryFailTheComparison() {
        failingAssertions.add("3/A/1");
        failingAssertions.add("3/A/2");

        ComparisonRecord record = run(3);

        assertThat(runOrder).containsExactly("1A", "1B", "2B", "2A", "3A", "3B", "3A'", "3B'");
        ComparisonSection section = judge(record, true);
        assertThat(section.passed()).isFalse();
        assertThat(section.failures()).contains("round 3, A, HelloSimulation: assertions failed again when its pair was"
                + " run again");
    }

    @Test
    void aSecondFailureStopsTheComparisonAndFailsItWithTheReason() {
        failing.add("3/A/1");
        failing.add("4/B/2");

        ComparisonRecord record = run(3);

        assertThat(runOrder).containsExactly("1A", "1B", "2B", "2A", "3A", "3B", "3A'", "3B'", "4B'", "4A'");
        ComparisonSection section = judge(record, true);
        assertThat(section.passed()).isFalse();
        assertThat(section.failures()).contains("round 4, B, HelloSimulation FAILED again when its pair was run again:"
                + " the server was killed");
    }

    @Test
    void aFirstLookLeftOpenRunsTheSecondLookAndItsVerdictPoolsThePlannedPairs() {
        // The planned pairs at 1.82, 1.22, 1.51 (beyond +5 %, too noisy to tell), then five rounds at 1.3 and one at 0.95.
        double[] ratios = {1.8221188, 1.8221188, 1.2214028, 1.2214028, 1.5143707, 1.5143707, 1.3, 1.3, 1.3, 1.3, 1.3,
            0.95};
        ratioOfRound = round -> ratios[round - 1];

        ComparisonRecord record = run(3);

        assertThat(record.secondLook()).isEqualTo(new ComparisonRecord.SecondLook(List.of(CPU), List.of(HELLO)));
        assertThat(record.allRounds()).isEqualTo(12);
        assertThat(runOrder).hasSize(24);
        ComparisonSection section = judge(record, false);
        assertThat(section.rows()).filteredOn(row -> row.metric().equals(CPU)).singleElement().satisfies(row -> {
            assertThat(row.verdict()).isEqualTo(ComparisonVerdict.WORSE);
            assertThat(row.look()).isEqualTo(2);
        });
        assertThat(section.passed()).isFalse();
    }

    @Test
    void aMetricMissingOnBFailsTheComparisonUnlessInconclusiveIsAllowed() {
        bLacksTheMetric = true;

        ComparisonRecord record = run(2);

        assertThat(judge(record, false).failures()).singleElement().asString()
                .startsWith(CPU + " was not judged at its planned pairs (0 of the 2 pairs called for have it: ");
        assertThat(judge(record, true).passed()).isTrue();
    }
}
