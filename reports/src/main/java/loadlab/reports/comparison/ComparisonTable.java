package loadlab.reports.comparison;

import java.util.List;
import java.util.Locale;
import loadlab.reports.summary.MetricKind;

/** The A/B comparison as a fixed-width text table, the runs that did not pass, and a one-line verdict under it. */
public final class ComparisonTable {

    private ComparisonTable() {
    }

    public static String format(ComparisonSection section) {
        List<ComparisonRow> rows = section.rows();
        int idWidth = Math.max("metric".length(), rows.stream().mapToInt(row -> row.metric().length()).max().orElse(0));
        String layout = "%-" + idWidth + "s  %12s  %12s  %7s  %-22s  %-12s  %-10s  %s%n";
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, layout, "metric", "A", "B", "B/A", "interval (confidence)", "verdict",
                "could see", "gated or advisory; why"));
        for (ComparisonRow row : rows) {
            String interval = row.low() == null ? "-" : String.format(Locale.ROOT, "%.3f..%.3f (%s)", row.low(),
                    row.high(), ComparisonFormat.confidence(row.confidence()));
            table.append(String.format(Locale.ROOT, layout, row.metric(), value(row.aMedian()), value(row.bMedian()),
                    row.ratio() == null ? "-" : String.format(Locale.ROOT, "%.3f", row.ratio()), interval,
                    row.verdict() == null ? "-" : row.verdict().name(),
                    row.detectable() == null ? "-" : ComparisonFormat.percent(row.detectable()), gated(row)));
        }
        for (ComparedExperiment experiment : section.experiments()) {
            experiment.totals().forEach(total -> table.append(total(total)).append(System.lineSeparator()));
        }
        section.runsNotPassed().forEach(run -> table.append(String.format(Locale.ROOT, "Round %d %s %s (attempt %d) %s%s%n",
                run.round(), run.side(), run.simulation(), run.attempt(), run.status(),
                run.reason() == null ? "" : ": " + run.reason())));
        section.notes().forEach(note -> table.append("Note: ").append(note).append(System.lineSeparator()));
        section.failures().forEach(failure -> table.append("Fails: ").append(failure).append(System.lineSeparator()));
        return table.append(verdict(section)).append(System.lineSeparator()).toString();
    }

    /** "A/B PASSED: ..." or "A/B FAILED: ..." with how many reasons. */
    public static String verdict(ComparisonSection section) {
        String pairs = section.pairsMeasured() + " pair(s) measured of " + section.pairsPlanned() + " planned"
                + (section.secondLook() == null ? "" : " and " + section.pairsPlanned() + " more for a second look at "
                        + String.join(", ", section.secondLook().simulations()));
        List<ComparisonRow> rows = section.rows();
        List<ComparisonRow> gated = rows.stream().filter(ComparisonRow::gated).toList();
        String counts = String.format(Locale.ROOT, "%d metric(s) over %s; gated: %d worse, %d better, %d same,"
                        + " %d inconclusive (%d not judged); %d advisory, %d info; false alarms held to %s %% in all",
                rows.size(), pairs, count(gated, ComparisonVerdict.WORSE), count(gated, ComparisonVerdict.BETTER),
                count(gated, ComparisonVerdict.SAME), count(gated, ComparisonVerdict.INCONCLUSIVE),
                gated.stream().filter(row -> row.unjudged() != null).count(),
                rows.stream().filter(row -> !row.gated() && row.verdict() != null).count(),
                rows.stream().filter(row -> row.verdict() == null).count(),
                ComparisonFormat.number(section.thresholds().falseAlarmPercent()));
        if (section.passed()) {
            return "A/B PASSED: " + counts + ".";
        }
        return "A/B FAILED (" + section.failures().size() + " reason(s) above): " + counts + ".";
    }

    private static long count(List<ComparisonRow> rows, ComparisonVerdict verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }

    private static String gated(ComparisonRow row) {
        if (row.verdict() == null) {
            return "info";
        }
        return (row.gated() ? "gated" : "advisory: " + row.advisory()) + "; " + row.why();
    }

    /** "transports.ko: A 0 over 2 round(s), B 3 over 2 round(s)"; books: balanced in so many of the rounds. */
    static String total(ComparisonTotal total) {
        if (total.kind() == MetricKind.RECONCILIATION) {
            return String.format(Locale.ROOT, "%s: books balanced in %.0f of %d round(s) on A, %.0f of %d on B%s",
                    total.metric(), total.a(), total.aRounds(), total.b(), total.bRounds(), total.alert() ? " (B did not)"
                            : "");
        }
        return String.format(Locale.ROOT, "%s: A %.0f over %d round(s), B %.0f over %d round(s)%s", total.metric(),
                total.a(), total.aRounds(), total.b(), total.bRounds(), total.alert() ? " (more on B)" : "");
    }

    /** Two decimals; four below 1 (CPU-seconds per 1000 requests are tenths). */
    private static String value(double value) {
        return String.format(Locale.ROOT, value != 0 && Math.abs(value) < 1 ? "%.4f" : "%.2f", value);
    }
}
