package loadlab.reports.render;

import java.util.Locale;

/** How numbers read in the summary. Gatling records whole milliseconds, so 0 ms reads "<1". */
final class Format {
    static final String RESOLUTION_NOTE = "Counts, means and throughput are read from each run's simulation.log with"
            + " Gatling's own reader; percentiles are those its report (index.html) shows. Gatling records whole"
            + " milliseconds: \"<1\" means below its resolution, not zero; sums and means over many exchanges stay"
            + " meaningful.";

    private Format() {
    }

    static String ms(Integer millis) {
        if (millis == null) {
            return "-";
        }
        return millis == 0 ? "<1" : Integer.toString(millis);
    }

    static String decimal(double value, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", value);
    }

    static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f %%", value);
    }

    /** CPU-seconds per 1000 requests as whole microseconds per request: 0.139 reads "139". */
    static String micros(double secondsPer1000) {
        return decimal(secondsPer1000 * 1000, 0);
    }

    static String mib(Long bytes) {
        return bytes == null ? "-" : String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
    }
}
