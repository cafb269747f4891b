package loadlab.reports.ab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

/** Which verdict an experiment's answer gives, and how it reads. Six rounds: coverage 96.875 %. */
class AbSentenceTest {
    private static final double SIX_ROUNDS = 0.96875;

    private static AbRow row(String metric, MetricKind kind, double[] ratioLowHigh, double difference, AbVerdict verdict,
            String why, String advisory) {
        return new AbRow(metric, kind, kind == MetricKind.P95 ? "ms" : kind == MetricKind.THROUGHPUT ? "rps" : "s", 1, 1,
                difference, ratioLowHigh[0], ratioLowHigh[1], ratioLowHigh[2], SIX_ROUNDS, 6, verdict, why,
                advisory == null, advisory, List.of(), List.of(), null);
    }

    private static final AbRow CPU_WORSE = row("hello.closed-keepalive.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {1.21, 1.15, 1.30}, 0.02, AbVerdict.WORSE, "beyond +10 %", null);
    private static final AbRow P95_WORSE = row("insert.c100.p95_ms", MetricKind.P95, new double[] {1.40, 1.30, 1.52},
            6, AbVerdict.WORSE, "beyond +25 % and +2 ms", null);
    private static final AbRow P95_SAME = row("hello.closed-close.p95_ms", MetricKind.P95, new double[] {1.0, 0.9, 1.1},
            0, AbVerdict.SAME, "within -20 % and +25 %", null);
    private static final AbRow TRANSPORTS_CPU_WORSE = row("transports.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {2.0, 1.8, 2.2}, 1, AbVerdict.WORSE, "beyond +10 %", "listed as advisory (transports*.cpu_s_per_1000)");
    private static final AbRow CPU_INCONCLUSIVE = row("hello.cpu_s_per_1000", MetricKind.CPU_COST,
            new double[] {1.0, 0.9, 1.3}, 0, AbVerdict.INCONCLUSIVE,
            "too wide: the interval holds 1 and reaches beyond -9.1 % and +10 %", null);

    @Test
    void answerGivesTheGatedWorseWithItsFiguresThenTheCountOfEachGatedVerdict() {
        assertThat(AbSentence.answer("hello", List.of(P95_SAME, CPU_WORSE))).isEqualTo("B costs 1.21\u00d7 A's server CPU"
                + " per request on hello closed-keepalive: worse beyond +10 % (96.9 % interval 1.15\u20131.30, 6 rounds)."
                + " Gated: 1 worse, 1 same.");
    }

    @Test
    void amongEqualVerdictsServerCpuPerRequestComesBeforeP95() {
        assertThat(AbSentence.answer("mixed", List.of(P95_WORSE, CPU_WORSE))).startsWith("B costs 1.21\u00d7");
    }

    @Test
    void aGatedInconclusiveComesBeforeAnAdvisoryWorse() {
        assertThat(AbSentence.answer("mixed", List.of(TRANSPORTS_CPU_WORSE, CPU_INCONCLUSIVE))).isEqualTo("B costs"
                + " 1.00\u00d7 A's server CPU per request on hello: inconclusive, too wide: the interval holds 1 and"
                + " reaches beyond -9.1 % and +10 % (96.9 % interval 0.90\u20131.30, 6 rounds). Gated: 1 inconclusive.");
    }

    @Test
    void aP95SaysItsMedianRiseInMilliseconds() {
        assertThat(AbSentence.answer("insert", List.of(P95_WORSE))).isEqualTo("B's p95 on insert c100 is 1.40\u00d7 A's"
                + " (+6 ms at the median): worse beyond +25 % and +2 ms (96.9 % interval 1.30\u20131.52, 6 rounds)."
                + " Gated: 1 worse.");
    }

    @Test
    void anAdvisoryVerdictSaysWhyItCannotFail() {
        AbRow throughput = row("hello.closed-keepalive.throughput_rps", MetricKind.THROUGHPUT,
                new double[] {0.8, 0.75, 0.84}, -200, AbVerdict.WORSE, "beyond -15 %",
                "bound by the injector in 5 of 6 rounds, the server in 1");

        assertThat(AbSentence.answer("hello", List.of(throughput))).isEqualTo("B's throughput on hello closed-keepalive"
                + " is 0.80\u00d7 A's: worse beyond -15 % (96.9 % interval 0.75\u20130.84, 6 rounds); advisory: bound by"
                + " the injector in 5 of 6 rounds, the server in 1. No gated figure here.");
    }
}
