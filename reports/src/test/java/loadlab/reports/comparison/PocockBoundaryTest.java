package loadlab.reports.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Pocock's two-look boundary against the textbook values and against simulated looks. */
class PocockBoundaryTest {

    @Test
    void twoEqualLooksAtOneSidedTwoAndAHalfPercentNeedTheTextbookTwoPointOneSevenEight() {
        assertThat(PocockBoundary.z(0.025, 0.5)).isCloseTo(2.178, within(0.001));
    }

    @Test
    void twoEqualLooksAtOneSidedFivePercentNeedOnePointEightSevenFive() {
        assertThat(PocockBoundary.z(0.05, 0.5)).isCloseTo(1.875, within(0.001));
        assertThat(PocockBoundary.nominalLevel(0.05, 0.5)).isCloseTo(0.0304, within(0.0001));
    }

    @Test
    void theBoundaryLetsThroughAlphaOfSimulatedUnchangedLooksNoMore() {
        // Two looks at 5 and 10 standard normal pairs: the second look's mean holds the first's five.
        double z = PocockBoundary.z(0.05, 0.5);
        SplittableRandom random = new SplittableRandom(20261206);
        int trials = 200_000;
        int crossed = 0;
        for (int trial = 0; trial < trials; trial++) {
            double first = 0;
            for (int i = 0; i < 5; i++) {
                first += gaussian(random);
            }
            double second = first;
            for (int i = 0; i < 5; i++) {
                second += gaussian(random);
            }
            if (first / Math.sqrt(5) > z || second / Math.sqrt(10) > z) {
                crossed++;
            }
        }
        assertThat((double) crossed / trials).isCloseTo(0.05, within(0.002));
    }

    @Test
    void aLevelOrAShareOutsideItsRangeIsRefused() {
        assertThatThrownBy(() -> PocockBoundary.z(0, 0.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PocockBoundary.z(0.05, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
