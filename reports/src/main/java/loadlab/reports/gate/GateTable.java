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
        String layout = "%-" + idWidth + "s  %-14s  %12s  %12s  %8s  %-38s  %s%n";
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
                        + " %d missing, %d retired", report.rows().size(), report.count(Verdict.PASS),
                report.count(Verdict.FAIL), report.count(Verdict.ADVISORY), report.count(Verdict.INFO),
                report.count(Verdict.NEW), report.count(Verdict.MISSING), report.count(Verdict.RETIRED));
        if (report.passed()) {
            return "Gate PASSED: " + counts;
        }
        List<GateRow> failures = report.failures();
        String beyond = ids(failures.stream().filter(row -> row.current() != null).toList());
        String gone = ids(failures.stream().filter(row -> row.current() == null).toList());
        return "Gate FAILED: " + counts + "."
                + (beyond.isEmpty() ? "" : " Beyond threshold: " + beyond + ".")
                + (gone.isEmpty() ? "" : " Tracked but missing (list it under retired if it is meant to go): " + gone
                + ".");
    }

    private static String ids(List<GateRow> rows) {
        return rows.stream().map(GateRow::id).collect(Collectors.joining(", "));
    }

    /** Two decimals; four below 1 (CPU-seconds per 1000 requests are tenths), so a delta stays readable. */
    private static String value(Double value) {
        if (value == null) {
            return "-";
        }
        return String.format(Locale.ROOT, value != 0 && Math.abs(value) < 1 ? "%.4f" : "%.2f", value);
    }

    private static String delta(Double percent) {
        return percent == null ? "-" : String.format(Locale.ROOT, "%+.1f%%", percent);
    }
}
