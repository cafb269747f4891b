package loadlab.reports.gate;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The gate's report as a fixed-width text table with a one-line verdict under it. */
public final class GateTable {

    private GateTable() {
    }

    public static String format(GateReport report) {
        int idWidth = Math.max("metric".length(),
                report.rows().stream().mapToInt(row -> row.id().length()).max().orElse(0));
        String layout = "%-" + idWidth + "s  %-14s  %12s  %12s  %8s  %-22s  %s%n";
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, layout, "metric", "kind", "baseline", "current", "delta", "limit",
                "verdict"));
        for (GateRow row : report.rows()) {
            table.append(String.format(Locale.ROOT, layout, row.id(), row.kind(), value(row.baseline()),
                    value(row.current()), delta(row.deltaPercent()), row.limit(), row.verdict()));
        }
        table.append(verdict(report)).append(System.lineSeparator());
        return table.toString();
    }

    static String verdict(GateReport report) {
        String counts = String.format(Locale.ROOT, "%d metric(s): %d pass, %d fail, %d advisory, %d info, %d new,"
                        + " %d missing", report.rows().size(), report.count(Verdict.PASS), report.count(Verdict.FAIL),
                report.count(Verdict.ADVISORY), report.count(Verdict.INFO), report.count(Verdict.NEW),
                report.count(Verdict.MISSING));
        if (report.passed()) {
            return "Gate PASSED: " + counts;
        }
        List<GateRow> failures = report.failures();
        return "Gate FAILED: " + counts + ". Beyond threshold: "
                + failures.stream().map(GateRow::id).collect(Collectors.joining(", "));
    }

    private static String value(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String delta(Double percent) {
        return percent == null ? "-" : String.format(Locale.ROOT, "%+.1f%%", percent);
    }
}
