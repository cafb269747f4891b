package loadlab.reports.ab;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.List;

/**
 * The median of a handful of figures (one per round) and a distribution-free confidence interval
 * for it: the order-statistic interval [x(k), x(n-k+1)] of the n sorted figures. Whatever the figures'
 * distribution, each lies above the true median with probability one half, independently of the
 * others, so the interval misses the median exactly when at most k-1 of them fall on one side:
 * coverage = 1 - 2 P(Binomial(n, 1/2) &lt;= k-1). It takes the largest k &gt;= 1 whose coverage is at
 * least {@value #CONFIDENCE}; below six figures none reaches it (n=5: 93.75 %, n=4: 87.5 %, n=2:
 * 50 %), and k = 1 with the coverage actually reached is reported. A stated equivalent of a bootstrap
 * over rounds: exact coverage, no resampling noise, the same answer every time.
 *
 * @param k        which order statistics bound it: the k-th smallest and the k-th largest
 * @param coverage the probability that the interval holds the true median, 0..1
 */
public record MedianInterval(int n, double median, double low, double high, int k, double coverage) {

    /** The coverage an interval should reach. */
    public static final double CONFIDENCE = 0.95;

    public MedianInterval {
        if (n < 1 || k < 1 || 2 * k > n + 1) {
            throw new IllegalArgumentException("an interval of " + n + " figures cannot use order statistic " + k);
        }
    }

    /** The median of the figures and its interval; they need not be sorted. */
    public static MedianInterval of(List<Double> figures) {
        if (figures.isEmpty()) {
            throw new IllegalArgumentException("a median needs at least one figure");
        }
        double[] sorted = figures.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        int k = 1;
        while (2 * (k + 1) <= n + 1 && coverage(n, k + 1) >= CONFIDENCE) {
            k++;
        }
        return new MedianInterval(n, median(sorted), sorted[k - 1], sorted[n - k], k, coverage(n, k));
    }

    /** The median of the figures: the middle one, or the mean of the middle two. */
    public static double median(List<Double> figures) {
        return median(figures.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }

    /** 1 - 2 P(Binomial(n, 1/2) &lt;= k-1), summed exactly: the binomial coefficients over 2^n. */
    static double coverage(int n, int k) {
        BigInteger below = BigInteger.ZERO;
        BigInteger choose = BigInteger.ONE;
        for (int i = 0; i <= k - 1; i++) {
            below = below.add(choose);
            choose = choose.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        BigInteger all = BigInteger.TWO.pow(n);
        return new BigDecimal(all.subtract(below.shiftLeft(1))).divide(new BigDecimal(all), MathContext.DECIMAL64)
                .doubleValue();
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
