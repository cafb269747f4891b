package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

class ComparisonThresholdsTest {

    @Test
    void defaultsAreTwoPercentCpuTwentyFivePercentAndTwoMsP95FifteenPercentThroughputFivePercentFalseAlarms() {
        ComparisonThresholds defaults = ComparisonThresholds.from(new Properties(), Map.of());

        assertThat(defaults).isEqualTo(new ComparisonThresholds(2, 25, 2, 15, 5, 10, 3,
                List.of("transports*.cpu_s_per_1000", "hello.cpu_per_injector_cpu")));
    }

    @Test
    void optionsOverrideTheFileWhichOverridesTheDefaults() {
        Properties file = new Properties();
        file.setProperty("cpu.maxRisePercent", "20");
        file.setProperty("p95.minRiseMs", "5");
        file.setProperty("falseAlarmPercent", "1");

        ComparisonThresholds thresholds = ComparisonThresholds.from(file, Map.of("comparison.cpu.maxRisePercent", "30",
                "comparison.advisory", "insert.*, hello.open-*", "gate.p95.maxRisePercent", "99",
                "comparison.throughput.maxDropPercent", "",
                "comparison.detectPercent", "20", "comparison.spread.floorPercent", "5"));

        assertThat(thresholds).isEqualTo(new ComparisonThresholds(30, 25, 5, 15, 1, 20, 5, List.of("insert.*", "hello.open-*")));
    }

    @Test
    void aBlankAdvisoryListInTheFileGatesEveryMetric() {
        Properties file = new Properties();
        file.setProperty("advisory", "");

        assertThat(ComparisonThresholds.from(file, Map.of()).advisory()).isEmpty();
    }

    @Test
    void advisoryGlobsMatchAsTheGatesDoDotsIncluded() {
        ComparisonThresholds defaults = ComparisonThresholds.DEFAULTS;

        assertThat(defaults.advisoryGlob("transports.cpu_s_per_1000")).isEqualTo("transports*.cpu_s_per_1000");
        assertThat(defaults.advisoryGlob("transports.socketio.cpu_s_per_1000")).isEqualTo("transports*.cpu_s_per_1000");
        assertThat(defaults.advisoryGlob("hello.cpu_per_injector_cpu")).isEqualTo("hello.cpu_per_injector_cpu");
        assertThat(defaults.advisoryGlob("hello.cpu_s_per_1000")).isNull();
        assertThat(defaults.advisoryGlob("transports.ws.x10.total_p95_ms")).isNull();
    }

    @Test
    void theWorseLimitIsTheThresholdAsAPositiveLogRatioWhicheverWayWorseIs() {
        assertThat(ComparisonThresholds.DEFAULTS.worseLimit(MetricKind.CPU_COST)).isCloseTo(Math.log(1.02), within(1e-15));
        assertThat(ComparisonThresholds.DEFAULTS.worseLimit(MetricKind.THROUGHPUT)).isCloseTo(-Math.log(0.85), within(1e-15));
        assertThat(ComparisonThresholds.DEFAULTS.detectTarget(MetricKind.THROUGHPUT)).isCloseTo(-Math.log(0.9), within(1e-15));
    }

    @Test
    void refusesAThroughputDropOfAHundredPercentAFalseAlarmBudgetOutsideItsRangeOrANumberItCannotRead() {
        assertThatThrownBy(() -> new ComparisonThresholds(10, 25, 2, 100, 5, 10, 3, List.of())).hasMessageContaining("below 100");
        assertThatThrownBy(() -> new ComparisonThresholds(10, 25, 2, 15, 0, 10, 3, List.of()))
                .hasMessageContaining("falseAlarmPercent");
        assertThatThrownBy(() -> ComparisonThresholds.from(new Properties(), Map.of("comparison.cpu.maxRisePercent", "ten")))
                .hasMessageContaining("cpu.maxRisePercent must be a number, got 'ten'");
    }
}
