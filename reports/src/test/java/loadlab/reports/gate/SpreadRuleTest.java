package loadlab.reports.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
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
    void negativeSettingsAreRejected() {
        assertThatThrownBy(() -> new SpreadRule(-1, 10, List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SpreadRule(3, -1, List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
