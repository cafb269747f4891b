package loadlab.reports.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ThresholdsTest {

    @Test
    void defaultsAreFifteenPercentThroughputTwentyFivePercentP95AndThirtyFivePercentCpu() {
        Thresholds defaults = Thresholds.from(new Properties(), Map.of());
        assertThat(defaults).isEqualTo(Thresholds.DEFAULTS);
        assertThat(defaults.throughputMaxDropPercent()).isEqualTo(15);
        assertThat(defaults.p95MaxRisePercent()).isEqualTo(25);
        assertThat(defaults.p95MinRiseMs()).isEqualTo(2);
        assertThat(defaults.cpuMaxRisePercent()).isEqualTo(35);
        assertThat(defaults.spread()).isEqualTo(new SpreadRule(3, 10, List.of()));
        assertThat(defaults.retired()).isEmpty();
    }

    @Test
    void cpuSpreadAndRetiredKeysAreRead() {
        Properties file = new Properties();
        file.setProperty("cpu.maxRisePercent", "35");
        file.setProperty("spread.multiple", "4");
        file.setProperty("spread.maxCvPercent", "8");
        file.setProperty("spread.required", "*.throughput_rps, *.p95_ms");
        file.setProperty("retired", "insert.c10000.*");
        Thresholds thresholds = Thresholds.from(file, Map.of("gate.spread.multiple", "5"));
        assertThat(thresholds.cpuMaxRisePercent()).isEqualTo(35);
        assertThat(thresholds.spread()).isEqualTo(new SpreadRule(5, 8, List.of("*.throughput_rps", "*.p95_ms")));
        assertThat(thresholds.spread().requires("hello.open-close.p95_ms")).isTrue();
        assertThat(thresholds.spread().requires("hello.open-close.ko")).isFalse();
        assertThat(thresholds.isRetired("insert.c10000.ko")).isTrue();
        assertThat(thresholds.isRetired("insert.c1000.ko")).isFalse();
    }

    @Test
    void overridesWinOverTheFileWhichWinsOverDefaults() {
        Properties file = new Properties();
        file.setProperty("throughput.maxDropPercent", "20");
        file.setProperty("p95.maxRisePercent", "40");
        Thresholds thresholds = Thresholds.from(file, Map.of("gate.p95.maxRisePercent", "50%", "gate.p95.minRiseMs", "",
                "unrelated", "1"));
        assertThat(thresholds.throughputMaxDropPercent()).isEqualTo(20);
        assertThat(thresholds.p95MaxRisePercent()).isEqualTo(50);
        assertThat(thresholds.p95MinRiseMs()).isEqualTo(2);
    }

    @Test
    void advisoryGlobsMatchAcrossDots() {
        Thresholds thresholds = Thresholds.from(new Properties(), Map.of("gate.advisory", "transports.*, *.p99_ms"));
        assertThat(thresholds.isAdvisory("transports.fresh-ws.x10.total_p95_ms")).isTrue();
        assertThat(thresholds.isAdvisory("insert.c10.p99_ms")).isTrue();
        assertThat(thresholds.isAdvisory("insert.c10.p95_ms")).isFalse();
    }

    @Test
    void nonNumericThresholdIsRejectedWithItsKey() {
        assertThatThrownBy(() -> Thresholds.from(new Properties(), Map.of("gate.p95.maxRisePercent", "lots")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("p95.maxRisePercent");
    }

    @Test
    void limitsGivenAsOneListOnTheCommandLineAreEachMetricsOwnPercentage() {
        Thresholds thresholds = Thresholds.from(new Properties(),
                Map.of("gate.limits", "insert.c1000.p95_ms=60, hello.*.p95_ms=40%"));

        assertThat(thresholds.percentFor("insert.c1000.p95_ms", 25)).isEqualTo(60);
        assertThat(thresholds.percentFor("hello.closed-close.p95_ms", 25)).isEqualTo(40);
        assertThat(thresholds.percentFor("insert.c10.p95_ms", 25)).isEqualTo(25);
        assertThatThrownBy(() -> Thresholds.from(new Properties(), Map.of("gate.limits", "insert.c1000.p95_ms")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("<metric glob>=<percent>");
    }
}
