package loadlab.reports.ab;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.reports.summary.MetricKind;

/** The A/B comparison as a fixed-width text table, the runs that did not pass, and a one-line verdict under it. */
public final class AbTable {

    private AbTable() {
    }

    public static String format(AbSection section) {
        List<AbRow> rows = section.rows();
        int idWidth = Math.max("metric".length(), rows.stream().mapToInt(row -> row.metric().length()).max().orElse(0));
        String layout = "%-" + idWidth + "s  %12s  %12s  %7s  %-24s  %-12s  %s%n";
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, layout, "metric", "A", "B", "B/A", "interval (coverage)", "verdict",
                "gated or advisory; why"));
        for (AbRow row : rows) {
            String interval = row.ratio() == null ? "-" : String.format(Locale.ROOT, "%.3f..%.3f (%s)", row.low(),
                    row.high(), AbSentence.coverage(row.coverage()));
            table.append(String.format(Locale.ROOT, layout, row.metric(), value(row.aMedian()), value(row.bMedian()),
                    row.ratio() == null ? "-" : String.format(Locale.ROOT, "%.3f", row.ratio()), interval,
                    row.verdict() == null ? "-" : row.verdict().name(), gated(row)));
        }
        for (AbExperiment experiment : section.experiments()) {
            experiment.totals().forEach(total -> table.append(total(total)).append(System.lineSeparator()));
        }
        section.runsNotPassed().forEach(run -> table.append(String.format(Locale.ROOT, "Round %d %s %s %s%s%n",
                run.round(), run.side(), run.simulation(), run.status(), run.reason() == null ? "" : ": " + run.reason())));
        section.notes().forEach(note -> table.append(note).append(System.lineSeparator()));
        return table.append(verdict(section)).append(System.lineSeparator()).toString();
    }

    /** "A/B PASSED: ..." or "A/B FAILED: ..." with what failed it. */
    public static String verdict(AbSection section) {
        String rounds = section.roundsMeasured() + " of " + section.roundsPlanned() + " planned round(s) measured"
                + (section.suspects().isEmpty() ? "" : ", then " + section.confirmationRoundsMeasured()
                        + " confirming " + String.join(", ", section.suspects()));
        if (section.comparedNothing()) {
            return "A/B FAILED: compared nothing: " + rounds + (section.roundsMeasured() == 0
                    ? " (no round with both sides measured)" : ", and no metric had a ratio in any of them") + ".";
        }
        List<AbRow> rows = section.rows();
        List<AbRow> gated = rows.stream().filter(AbRow::gated).toList();
        String counts = String.format(Locale.ROOT, "%d metric(s) over %s; gated: %d worse, %d better, %d same,"
                        + " %d inconclusive; %d advisory, %d info", rows.size(), rounds, count(gated, AbVerdict.WORSE),
                count(gated, AbVerdict.BETTER), count(gated, AbVerdict.SAME), count(gated, AbVerdict.INCONCLUSIVE),
                rows.stream().filter(row -> !row.gated() && row.verdict() != null).count(),
                rows.stream().filter(row -> row.verdict() == null).count());
        List<AbRow> failures = section.failures();
        if (failures.isEmpty()) {
            return "A/B PASSED: " + counts + ".";
        }
        return "A/B FAILED: " + counts + ". Worse beyond the threshold: "
                + failures.stream().map(AbRow::metric).collect(Collectors.joining(", ")) + ".";
    }

    private static long count(List<AbRow> rows, AbVerdict verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }

    private static String gated(AbRow row) {
        if (row.verdict() == null) {
            return "info";
        }
        return (row.gated() ? "gated" : "advisory: " + row.advisory()) + "; " + row.why();
    }

    /** "transports.ko: A 0 over 2 round(s), B 3 over 2 round(s)"; books: balanced in so many of the rounds. */
    private static String total(AbTotal total) {
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
