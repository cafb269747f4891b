package loadlab.reports.repeat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class RepeatStatsTest {

    @Test
    void medianOfAnOddCountIsTheMiddleRepeat() {
        assertThat(RepeatStats.of(List.of(30.0, 10.0, 20.0)).median()).isEqualTo(20.0);
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheTwoMiddleRepeats() {
        assertThat(RepeatStats.of(List.of(40.0, 10.0, 30.0, 20.0)).median()).isEqualTo(25.0);
    }

    @Test
    void minAndMaxAreTheSmallestAndLargestRepeatAndValuesKeepRunOrder() {
        RepeatStats stats = RepeatStats.of(List.of(12.0, 7.0, 9.0));

        assertThat(stats.min()).isEqualTo(7.0);
        assertThat(stats.max()).isEqualTo(12.0);
        assertThat(stats.values()).containsExactly(12.0, 7.0, 9.0);
        assertThat(stats.count()).isEqualTo(3);
    }

    @Test
    void cvIsTheSampleStandardDeviationOverTheMeanInPercent() {
        // mean 100, deviations -10, 0, +10: sample variance 200 / 2 = 100, stdev 10, CV 10 %.
        assertThat(RepeatStats.of(List.of(90.0, 100.0, 110.0)).cvPct()).isCloseTo(10.0, within(1e-9));
        // mean 5, deviations -3, +3: sample variance 18, stdev 4.243, CV 84.85 %.
        assertThat(RepeatStats.of(List.of(2.0, 8.0)).cvPct()).isCloseTo(Math.sqrt(18) / 5 * 100, within(1e-9));
    }

    @Test
    void identicalRepeatsAndASingleRepeatHaveNoSpread() {
        assertThat(RepeatStats.of(List.of(50.0, 50.0, 50.0)).cvPct()).isZero();
        assertThat(RepeatStats.of(List.of(50.0)).cvPct()).isZero();
        assertThat(RepeatStats.of(List.of(0.0, 0.0)).cvPct()).isZero();
    }

    @Test
    void aRowIsInconsistentOnlyAboveTenPercent() {
        RepeatStats atTen = new RepeatStats(List.of(1.0, 2.0), 1.5, 1, 2, 10.0);
        RepeatStats aboveTen = new RepeatStats(List.of(1.0, 2.0), 1.5, 1, 2, 10.000001);

        assertThat(atTen.inconsistent()).isFalse();
        assertThat(aboveTen.inconsistent()).isTrue();
        assertThat(RepeatStats.of(List.of(90.0, 100.0, 110.0)).inconsistent()).isFalse();
        assertThat(RepeatStats.of(List.of(89.0, 100.0, 111.0)).inconsistent()).isTrue();
    }

    @Test
    void refusesNoRepeatAndAMissingFigure() {
        assertThatThrownBy(() -> RepeatStats.of(List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RepeatStats.of(List.of(1.0, Double.NaN))).isInstanceOf(IllegalArgumentException.class);
    }
}
