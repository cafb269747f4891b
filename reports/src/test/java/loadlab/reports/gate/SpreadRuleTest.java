package loadlab.reports.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import loadlab.reports.repeat.RepeatStats;
import org.junit.jupiter.api.Test;

class SpreadRuleTest {
    private final SpreadRule rule = new SpreadRule(3, 10, List.of("*.throughput_rps"));

    @Test
    void thresholdIsTheMultipleOfTheCvButNeverBelowTheFloor() {
        assertThat(rule.percent(8.0, 15)).isEqualTo(24);
        assertThat(rule.percent(2.0, 15)).isEqualTo(15);
        assertThat(rule.percent(null, 15)).isEqualTo(15);
    }

    @Test
    void requiredMetricIsTrackedOnlyWithAConsistentSpread() {
        assertThat(rule.untrackedBecause("hello.open-close.throughput_rps", null)).isEqualTo("no spread");
        assertThat(rule.untrackedBecause("hello.open-close.throughput_rps", 10.5)).isEqualTo("CV 10.5% > 10%");
        assertThat(rule.untrackedBecause("hello.open-close.throughput_rps", 10.0)).isNull();
        assertThat(rule.untrackedBecause("hello.open-close.ko", null)).isNull();
    }

    @Test
    void byDefaultARequiredMetricIsAdvisoryExactlyWhenThePageMarksItsRepeatsInconsistent() {
        SpreadRule byDefault = Thresholds.from(new Properties(), Map.of("gate.spread.required", "*")).spread();
        // 90, 100, 110: CV 10 %, at the cut; 89, 100, 111: CV 11 %, above it.
        RepeatStats atTheCut = RepeatStats.of(List.of(90.0, 100.0, 110.0));
        RepeatStats above = RepeatStats.of(List.of(89.0, 100.0, 111.0));

        assertThat(byDefault.maxCvPercent()).isEqualTo(RepeatStats.INCONSISTENT_CV_PERCENT).isEqualTo(10.0);
        assertThat(atTheCut.inconsistent()).isFalse();
        assertThat(byDefault.untrackedBecause("insert.c10.p95_ms", atTheCut.cvPct())).isNull();
        assertThat(above.inconsistent()).isTrue();
        assertThat(byDefault.untrackedBecause("insert.c10.p95_ms", above.cvPct())).isEqualTo("CV 11% > 10%");
    }

    @Test
    void negativeSettingsAreRejected() {
        assertThatThrownBy(() -> new SpreadRule(-1, 10, List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpreadRule(3, -1, List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
