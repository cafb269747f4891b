package loadlab.reports.ab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The median and its order-statistic interval for the round counts a comparison runs. Figures are
 * binary fractions, so every expected value is exact. Coverage = 1 - 2 P(Binomial(n, 1/2) <= k-1),
 * worked by hand in each test.
 */
class MedianIntervalTest {

    @Test
    void twoRoundsGiveTheirRangeAtHalfCoverage() {
        // k=1: P(X <= 0) = 1/4, so 1 - 2/4 = 0.5.
        MedianInterval interval = MedianInterval.of(List.of(1.25, 1.0));

        assertThat(interval).isEqualTo(new MedianInterval(2, 1.125, 1.0, 1.25, 1, 0.5));
    }

    @Test
    void fiveRoundsReachNoNinetyFivePercentSoTheRangeIsShownAtItsCoverage() {
        // k=1: P(X <= 0) = 1/32, so 1 - 2/32 = 0.9375 < 0.95: k = 1 anyway, with the coverage reached.
        MedianInterval interval = MedianInterval.of(List.of(1.375, 1.125, 1.5, 1.25, 1.0));

        assertThat(interval).isEqualTo(new MedianInterval(5, 1.25, 1.0, 1.5, 1, 0.9375));
    }

    @Test
    void sixRoundsGiveTheirRangeAtNinetySixPointNinePercent() {
        // k=1: 1 - 2/64 = 0.96875. k=2: P(X <= 1) = (1 + 6)/64, so 1 - 14/64 = 0.78125 < 0.95.
        MedianInterval interval = MedianInterval.of(List.of(1.5, 1.0, 1.25, 1.125, 1.375, 1.0625));

        assertThat(interval).isEqualTo(new MedianInterval(6, 1.1875, 1.0, 1.5, 1, 0.96875));
    }

    @Test
    void eightRoundsStillNeedTheirWholeRange() {
        // k=1: 1 - 2/256 = 0.9921875. k=2: P(X <= 1) = (1 + 8)/256, so 1 - 18/256 = 0.9296875 < 0.95.
        MedianInterval interval = MedianInterval.of(List.of(0.75, 0.5, 1.0, 0.625, 0.875, 0.5625, 0.6875, 0.8125));

        assertThat(interval).isEqualTo(new MedianInterval(8, 0.71875, 0.5, 1.0, 1, 0.9921875));
    }

    @Test
    void tenRoundsDropTheOuterPairAndKeepNinetySevenPointNinePercent() {
        // k=2: P(X <= 1) = (1 + 10)/1024, so 1 - 22/1024 = 0.978515625.
        // k=3: P(X <= 2) = (1 + 10 + 45)/1024, so 1 - 112/1024 = 0.890625 < 0.95.
        MedianInterval interval = MedianInterval.of(
                List.of(1.5, 1.0625, 1.25, 1.125, 1.375, 1.0, 1.4375, 1.1875, 1.3125, 1.5625));

        assertThat(interval).isEqualTo(new MedianInterval(10, 1.28125, 1.0625, 1.5, 2, 0.978515625));
    }

    @Test
    void fourRoundsCoverEightySevenAndAHalfPercent() {
        // 1 - 2/16 = 0.875.
        assertThat(MedianInterval.of(List.of(1.0, 2.0, 3.0, 4.0)).coverage()).isEqualTo(0.875);
    }

    @Test
    void oneRoundIsItsOwnMedianWithNoCoverage() {
        // k=1 of one: 1 - 2 P(X <= 0) = 1 - 2/2 = 0.
        assertThat(MedianInterval.of(List.of(1.5))).isEqualTo(new MedianInterval(1, 1.5, 1.5, 1.5, 1, 0.0));
    }

    @Test
    void refusesNoFigures() {
        assertThatThrownBy(() -> MedianInterval.of(List.of())).hasMessageContaining("at least one");
    }
}
