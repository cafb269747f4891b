package loadlab.reports.ab;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each verdict rule at its edges, with the default thresholds: CPU +10 % (better below 1 / 1.1 =
 * 0.909), p95 +25 % and 2 ms (better below 1 / 1.25 = 0.8), throughput -15 % (better above 1 / 0.85
 * = 1.176). Six rounds: the interval is their range.
 */
class AbRuleTest {
    private final AbRule rule = new AbRule(AbThresholds.DEFAULTS);

    private static MedianInterval ratios(double low, double median, double high) {
        return new MedianInterval(6, median, low, high, 1, 0.96875);
    }

    @ParameterizedTest(name = "{0}: {1} {2} [{3}, {5}] {4} ms -> {6}")
    @CsvSource({
        "CPU wholly above 1 and the median beyond +10 % is worse,           CPU_COST,   1.05, 1.15, 0,    1.25, WORSE",
        "a median exactly at +10 % is not beyond it,                        CPU_COST,   1.05, 1.1,  0,    1.25, INCONCLUSIVE",
        "an interval that reaches 1 is not wholly worse,                    CPU_COST,   1.0,  1.2,  0,    1.3,  INCONCLUSIVE",
        "an interval within both limits is the same (limits included),      CPU_COST,   0.91, 1.0,  0,    1.1,  SAME",
        "an interval a hair past +10 % is not the same,                     CPU_COST,   0.95, 1.0,  0,    1.11, INCONCLUSIVE",
        "an interval a hair below 1 / 1.1 is not the same,                  CPU_COST,   0.9,  1.0,  0,    1.05, INCONCLUSIVE",
        "CPU wholly below 1 and the median below 1 / 1.1 is better,         CPU_COST,   0.8,  0.9,  0,    0.95, BETTER",
        "CPU wholly below 1 with the median at 0.91 is not better,          CPU_COST,   0.8,  0.91, 0,    0.95, INCONCLUSIVE",
        "throughput wholly below 1 and the median below -15 % is worse,     THROUGHPUT, 0.7,  0.84, 0,    0.9,  WORSE",
        "a throughput median exactly at -15 % is not beyond it,             THROUGHPUT, 0.7,  0.85, 0,    0.9,  INCONCLUSIVE",
        "throughput within -15 % and 1 / 0.85 is the same,                  THROUGHPUT, 0.85, 1.0,  0,    1.17, SAME",
        "throughput wholly above 1 and the median above 1 / 0.85 is better, THROUGHPUT, 1.1,  1.18, 0,    1.3,  BETTER",
        "an interval from -16 % to +10 % is too wide,                       THROUGHPUT, 0.84, 1.0,  0,    1.1,  INCONCLUSIVE",
        "a p95 beyond +25 % and up 2.5 ms at the median is worse,           P95,        1.3,  1.4,  2.5,  1.5,  WORSE",
        "a p95 beyond +25 % but up exactly the 2 ms floor is not above it,  P95,        1.3,  1.4,  2,    1.5,  INCONCLUSIVE",
        "a p95 within 0.8 and 1.25 is the same,                             P95,        0.8,  1.0,  0,    1.25, SAME",
        "a p95 below 0.8 and down 3 ms is better,                           P95,        0.6,  0.7,  -3,   0.75, BETTER",
        "a p95 below 0.8 but down 2 ms is not above the floor,              P95,        0.6,  0.7,  -2,   0.75, INCONCLUSIVE",
    })
    void verdictsHoldAtTheirEdges(String rule, MetricKind kind, double low, double median, double difference,
            double high, AbVerdict expected) {
        assertThat(this.rule.judge(kind, ratios(low, median, high), difference).verdict()).as(rule).isEqualTo(expected);
    }

    @Test
    void fewerThanTwoRoundsWithARatioAreInconclusive() {
        AbRule.Outcome one = rule.judge(MetricKind.CPU_COST, MedianInterval.of(List.of(2.0)), 1);
        AbRule.Outcome none = rule.judge(MetricKind.CPU_COST, null, 0);

        assertThat(one).isEqualTo(new AbRule.Outcome(AbVerdict.INCONCLUSIVE, "too few rounds: 1 with a ratio, 2 needed"));
        assertThat(none.why()).isEqualTo("too few rounds: 0 with a ratio, 2 needed");
    }

    @Test
    void anIntervalUnderNinetyFivePercentCoverageBacksNoVerdict() {
        // Five rounds all at +50 %: their range covers 1 - 2 / 2^5 = 93.75 % of the time.
        MedianInterval five = MedianInterval.of(List.of(1.5, 1.5, 1.5, 1.5, 1.5));

        assertThat(rule.judge(MetricKind.CPU_COST, five, 0)).isEqualTo(new AbRule.Outcome(AbVerdict.INCONCLUSIVE,
                "the interval of 5 rounds covers 93.8 %, under 95 %: 6 rounds are the fewest that reach it"));
        assertThat(rule.judge(MetricKind.CPU_COST, MedianInterval.of(List.of(1.5, 1.5, 1.5, 1.5, 1.5, 1.5)), 0).verdict())
                .isEqualTo(AbVerdict.WORSE);
    }

    @Test
    void eachVerdictSaysWhatItRestsOn() {
        assertThat(rule.judge(MetricKind.CPU_COST, ratios(1.15, 1.21, 1.3), 0).why()).isEqualTo("beyond +10 %");
        assertThat(rule.judge(MetricKind.P95, ratios(1.3, 1.4, 1.5), 3).why()).isEqualTo("beyond +25 % and +2 ms");
        assertThat(rule.judge(MetricKind.THROUGHPUT, ratios(0.9, 1.0, 1.1), 0).why())
                .isEqualTo("within -15 % and +17.6 %");
        assertThat(rule.judge(MetricKind.P95, ratios(1.3, 1.4, 1.5), 1).why())
                .isEqualTo("up beyond +25 % but by 1 ms at the median, not above the 2 ms floor (Gatling records whole ms)");
        assertThat(rule.judge(MetricKind.CPU_COST, ratios(1.02, 1.05, 1.2), 0).why())
                .isEqualTo("worse than A, but the median is within +10 % while the interval reaches beyond it");
        assertThat(rule.judge(MetricKind.CPU_COST, ratios(0.95, 1.0, 1.2), 0).why())
                .isEqualTo("too wide: the interval holds 1 and reaches beyond -9.1 % and +10 %");
    }
}
