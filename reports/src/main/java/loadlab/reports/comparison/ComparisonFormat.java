package loadlab.reports.comparison;

import java.util.Locale;

/** How the comparison's numbers read in its sentences and tables. */
public final class ComparisonFormat {

    private ComparisonFormat() {
    }

    /** A ratio as a change in percent: 1.1 reads "+10 %", 1 / 1.1 "-9.1 %". */
    public static String percent(double ratio) {
        return signed((ratio - 1) * 100) + " %";
    }

    /** "+2", "-0.5". */
    public static String signed(double value) {
        return (value >= 0 ? "+" : "-") + number(Math.abs(value));
    }

    /** Whole numbers without decimals, others to one decimal. */
    public static String number(double value) {
        double rounded = Math.round(value * 10) / 10.0;
        return rounded == Math.rint(rounded) ? Long.toString((long) rounded) : String.format(Locale.ROOT, "%.1f", rounded);
    }

    /** "99.4 %": a confidence to one decimal. */
    public static String confidence(double confidence) {
        return String.format(Locale.ROOT, "%.1f %%", confidence * 100);
    }

    /** "1.15\u20131.30": two decimals, as the ratios read. */
    public static String interval(double low, double high) {
        return String.format(Locale.ROOT, "%.2f\u2013%.2f", low, high);
    }
}
