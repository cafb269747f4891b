package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

/** Which verdict an experiment's answer gives, and how it reads. */
class ComparisonSentenceTest {

    private static ComparisonRow row(String metric, MetricKind kind, double[] ratioLowHigh, double difference,
            ComparisonVerdict verdict,
            String why, String advisory, Double detectable) {
        return new ComparisonRow(metric, kind, kind == MetricKind.P95 ? "ms" : kind == MetricKind.THROUGHPUT ? "rps" : "s", 1, 1,
                difference, ratioLowHigh[0], ratioLowHigh[1], ratioLowHigh[2], 0.99, 4, 1, verdict, why,
                advisory == null, advisory, detectable, null, List.of(), List.of(), List.of(), null);
    }

    private static final ComparisonRow CPU_WORSE = row("hello.closed-keepalive.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {1.21, 1.15, 1.30}, 0.02, ComparisonVerdict.WORSE, "surely beyond +5 %: interval 1.15\u20131.30 (99.0 %,"
            + " 4 pairs, look 1)", null, 1.14);
    private static final ComparisonRow P95_WORSE = row("insert.c100.p95_ms", MetricKind.P95, new double[] {1.40, 1.30, 1.52},
            6, ComparisonVerdict.WORSE, "surely beyond +25 %", null, 1.3);
    private static final ComparisonRow P95_SAME = row("hello.closed-close.p95_ms", MetricKind.P95, new double[] {1.0, 0.9, 1.1},
            0, ComparisonVerdict.SAME, "within -20 % and +25 %", null, 1.4);
    private static final ComparisonRow TRANSPORTS_CPU_WORSE = row("transports.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {2.0, 1.8, 2.2}, 1, ComparisonVerdict.WORSE, "surely beyond +5 %",
            "listed as advisory (transports*.cpu_s_per_1000)", 1.2);
    private static final ComparisonRow CPU_INCONCLUSIVE = row("hello.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {1.0, 0.9, 1.3}, 0, ComparisonVerdict.INCONCLUSIVE, "interval 0.90\u20131.30 (99.0 %, 4 pairs, look 1)"
            + " reaches beyond +5 %", null, 1.36);

    @Test
    void answerGivesTheGatedWorseWithItsFiguresWhatItCouldSeeThenTheCountOfEachGatedVerdict() {
        assertThat(ComparisonSentence.answer("hello", List.of(P95_SAME, CPU_WORSE))).isEqualTo("B costs 1.21\u00d7 A's server CPU"
                + " per request on hello closed-keepalive: worse, surely beyond +5 %: interval 1.15\u20131.30 (99.0 %, 4 pairs,"
                + " look 1); this run could see +14 % server CPU per request on hello closed-keepalive. Gated: 1 worse,"
                + " 1 same.");
    }

    @Test
    void amongEqualVerdictsServerCpuPerRequestComesBeforeP95() {
        assertThat(ComparisonSentence.answer("mixed", List.of(P95_WORSE, CPU_WORSE))).startsWith("B costs 1.21\u00d7");
    }

    @Test
    void aGatedInconclusiveComesBeforeAnAdvisoryWorse() {
        assertThat(ComparisonSentence.answer("mixed", List.of(TRANSPORTS_CPU_WORSE, CPU_INCONCLUSIVE))).isEqualTo("B costs"
                + " 1.00\u00d7 A's server CPU per request on hello: inconclusive, interval 0.90\u20131.30 (99.0 %, 4 pairs,"
                + " look 1) reaches beyond +5 %; this run could see +36 % server CPU per request on hello. Gated: 1"
                + " inconclusive.");
    }

    @Test
    void aP95SaysItsMedianRiseInMilliseconds() {
        assertThat(ComparisonSentence.answer("insert", List.of(P95_WORSE))).isEqualTo("B's p95 on insert c100 is 1.40\u00d7 A's"
                + " (+6 ms at the median): worse, surely beyond +25 %; this run could see +30 % p95 on insert c100."
                + " Gated: 1 worse.");
    }

    @Test
    void anAdvisoryVerdictSaysWhyItCannotFail() {
        ComparisonRow throughput = row("hello.closed-keepalive.throughput_rps", MetricKind.THROUGHPUT,
                new double[] {0.8, 0.75, 0.84}, -200, ComparisonVerdict.WORSE, "surely beyond -15 %",
                "the injector bound A in both rounds of 3 of 4 pairs", 0.86);

        assertThat(ComparisonSentence.answer("hello", List.of(throughput))).isEqualTo("B's throughput on hello closed-keepalive"
                + " is 0.80\u00d7 A's: worse, surely beyond -15 %; this run could see -14 % throughput on hello"
                + " closed-keepalive; advisory: the injector bound A in both rounds of 3 of 4 pairs. No gated figure here.");
    }
}
