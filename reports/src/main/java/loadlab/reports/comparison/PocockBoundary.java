package loadlab.reports.comparison;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * The one-sided critical value of a two-look group-sequential test with Pocock's constant boundary:
 * the z with P(Z1 &gt; z or Z2 &gt; z) = alpha when both looks' statistics are standard normal with
 * correlation sqrt(fraction), the first look's share of the second look's pairs. Spending the false
 * alarms across both looks this way is what lets the second look pool the first look's pairs: a
 * second look judged on fresh pairs alone would throw half the evidence away.
 * <p>
 * The joint probability is the bivariate normal distribution at (z, z), integrated numerically
 * (Simpson's rule over the first statistic), and z is found by bisection; the answers for the two
 * textbook cases (alpha 0.025 and 0.05 at equal looks: 2.178 and 1.875) are in the tests.
 */
final class PocockBoundary {
    private static final NormalDistribution STANDARD = NormalDistribution.of(0, 1);
    private static final int INTERVALS = 4000;
    private static final double LOWEST = -9;
    private static final Map<String, Double> CACHE = new ConcurrentHashMap<>();

    private PocockBoundary() {
    }

    /** The constant z boundary of both looks for a one-sided level alpha. */
    static double z(double alpha, double fraction) {
        if (!(alpha > 0 && alpha < 0.5)) {
            throw new IllegalArgumentException("a one-sided level lies in (0, 0.5), got " + alpha);
        }
        if (!(fraction > 0 && fraction < 1)) {
            throw new IllegalArgumentException("the first look holds a share in (0, 1) of the pairs, got " + fraction);
        }
        return CACHE.computeIfAbsent(alpha + "/" + fraction, key -> solve(alpha, fraction));
    }

    /** The level each look is tested at on its own: 1 - Phi(z). */
    static double nominalLevel(double alpha, double fraction) {
        return STANDARD.survivalProbability(z(alpha, fraction));
    }

    private static double solve(double alpha, double fraction) {
        double low = STANDARD.inverseSurvivalProbability(alpha);
        double high = STANDARD.inverseSurvivalProbability(alpha / 2);
        for (int i = 0; i < 100 && high - low > 1e-9; i++) {
            double middle = (low + high) / 2;
            if (eitherAbove(middle, Math.sqrt(fraction)) > alpha) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    /** P(Z1 &gt; z or Z2 &gt; z) = 1 - P(Z1 &lt;= z, Z2 &lt;= z) for correlation rho. */
    static double eitherAbove(double z, double rho) {
        double spread = Math.sqrt(1 - rho * rho);
        double step = (z - LOWEST) / INTERVALS;
        double sum = 0;
        for (int i = 0; i <= INTERVALS; i++) {
            double x = LOWEST + i * step;
            double weight = i == 0 || i == INTERVALS ? 1 : i % 2 == 1 ? 4 : 2;
            sum += weight * STANDARD.density(x) * STANDARD.cumulativeProbability((z - rho * x) / spread);
        }
        return 1 - sum * step / 3;
    }
}
