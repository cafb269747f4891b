package loadlab.reports.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.summary.MetricKind;
import org.junit.jupiter.api.Test;

class AbThresholdsTest {

    @Test
    void defaultsAreTwoPercentCpuTwentyFivePercentAndTwoMsP95FifteenPercentThroughputFivePercentFalseAlarms() {
        AbThresholds defaults = AbThresholds.from(new Properties(), Map.of());

        assertThat(defaults).isEqualTo(new AbThresholds(2, 25, 2, 15, 5, 10, 3,
                List.of("transports*.cpu_s_per_1000", "hello.cpu_per_injector_cpu")));
    }

    @Test
    void optionsOverrideTheFileWhichOverridesTheDefaults() {
        Properties file = new Properties();
        file.setProperty("cpu.maxRisePercent", "20");
        file.setProperty("p95.minRiseMs", "5");
        file.setProperty("falseAlarmPercent", "1");

        AbThresholds thresholds = AbThresholds.from(file, Map.of("ab.cpu.maxRisePercent", "30",
                "ab.advisory", "insert.*, hello.open-*", "gate.p95.maxRisePercent", "99", "ab.throughput.maxDropPercent", "",
                "ab.detectPercent", "20", "ab.spread.floorPercent", "5"));

        assertThat(thresholds).isEqualTo(new AbThresholds(30, 25, 5, 15, 1, 20, 5, List.of("insert.*", "hello.open-*")));
    }

    @Test
    void aBlankAdvisoryListInTheFileGatesEveryMetric() {
        Properties file = new Properties();
        file.setProperty("advisory", "");

        assertThat(AbThresholds.from(file, Map.of()).advisory()).isEmpty();
    }

    @Test
    void advisoryGlobsMatchAsTheGatesDoDotsIncluded() {
        AbThresholds defaults = AbThresholds.DEFAULTS;

        assertThat(defaults.advisoryGlob("transports.cpu_s_per_1000")).isEqualTo("transports*.cpu_s_per_1000");
        assertThat(defaults.advisoryGlob("transports.socketio.cpu_s_per_1000")).isEqualTo("transports*.cpu_s_per_1000");
        assertThat(defaults.advisoryGlob("hello.cpu_per_injector_cpu")).isEqualTo("hello.cpu_per_injector_cpu");
        assertThat(defaults.advisoryGlob("hello.cpu_s_per_1000")).isNull();
        assertThat(defaults.advisoryGlob("transports.ws.x10.total_p95_ms")).isNull();
    }

    @Test
    void theWorseLimitIsTheThresholdAsAPositiveLogRatioWhicheverWayWorseIs() {
        assertThat(AbThresholds.DEFAULTS.worseLimit(MetricKind.CPU_COST)).isCloseTo(Math.log(1.02), within(1e-15));
        assertThat(AbThresholds.DEFAULTS.worseLimit(MetricKind.THROUGHPUT)).isCloseTo(-Math.log(0.85), within(1e-15));
        assertThat(AbThresholds.DEFAULTS.detectTarget(MetricKind.THROUGHPUT)).isCloseTo(-Math.log(0.9), within(1e-15));
    }

    @Test
    void refusesAThroughputDropOfAHundredPercentAFalseAlarmBudgetOutsideItsRangeOrANumberItCannotRead() {
        assertThatThrownBy(() -> new AbThresholds(10, 25, 2, 100, 5, 10, 3, List.of())).hasMessageContaining("below 100");
        assertThatThrownBy(() -> new AbThresholds(10, 25, 2, 15, 0, 10, 3, List.of()))
                .hasMessageContaining("falseAlarmPercent");
        assertThatThrownBy(() -> AbThresholds.from(new Properties(), Map.of("ab.cpu.maxRisePercent", "ten")))
                .hasMessageContaining("cpu.maxRisePercent must be a number, got 'ten'");
    }
}
