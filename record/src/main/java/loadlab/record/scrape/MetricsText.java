package loadlab.record.scrape;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A Prometheus text exposition (what a server's {@code GET /prometheus} answers) read for what the lab needs:
 * each metric's samples added up over their labels. Comment lines ({@code # HELP}, {@code # TYPE}) and
 * timestamps are skipped; a value that is not a number ({@code NaN}, {@code +Inf}) leaves its metric out, as a
 * line that is not a sample does: the text is another process's, so nothing in it fails the reader.
 */
public final class MetricsText {
    private final Map<String, Double> sums;

    private MetricsText(Map<String, Double> sums) {
        this.sums = Map.copyOf(sums);
    }

    public static MetricsText parse(String exposition) {
        Map<String, Double> sums = new HashMap<>();
        for (String line : exposition.split("\n")) {
            String sample = line.strip();
            if (sample.isEmpty() || sample.startsWith("#")) {
                continue;
            }
            int labels = sample.indexOf('{');
            int space = sample.indexOf(' ');
            if (space < 0) {
                continue;
            }
            String name = labels >= 0 && labels < space ? sample.substring(0, labels) : sample.substring(0, space);
            int close = sample.lastIndexOf('}');
            String rest = (labels >= 0 && close > labels ? sample.substring(close + 1) : sample.substring(space)).strip();
            String value = rest.split("\\s+")[0];
            try {
                double number = Double.parseDouble(value);
                if (Double.isFinite(number)) {
                    sums.merge(name, number, Double::sum);
                }
            } catch (NumberFormatException notASample) {
                // Skipped: see the class comment.
            }
        }
        return new MetricsText(sums);
    }

    /** The metric's samples added up over their labels; empty when the text has none. */
    public OptionalDouble sum(String metric) {
        Double sum = sums.get(metric);
        return sum == null ? OptionalDouble.empty() : OptionalDouble.of(sum);
    }
}
