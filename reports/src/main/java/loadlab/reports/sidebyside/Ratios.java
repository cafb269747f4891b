package loadlab.reports.sidebyside;

import java.util.Locale;

/** How a multiple is computed and how it reads in a sentence. */
public final class Ratios {

    private Ratios() {
    }

    /** a / b; null when b is not above zero (nothing to divide by). */
    public static Double of(double a, double b) {
        return b > 0 ? a / b : null;
    }

    /** a / b; null when either is unknown or b is not above zero. */
    public static Double of(Double a, Double b) {
        return a == null || b == null ? null : of(a.doubleValue(), b.doubleValue());
    }

    /** "1.62\u00d7": two decimals below 10, one below 100, none above. */
    public static String times(double ratio) {
        int places = ratio < 10 ? 2 : ratio < 100 ? 1 : 0;
        return String.format(Locale.ROOT, "%." + places + "f\u00d7", ratio);
    }
}
