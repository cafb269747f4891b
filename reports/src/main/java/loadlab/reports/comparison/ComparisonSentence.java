package loadlab.reports.comparison;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import loadlab.reports.sidebyside.Ratios;
import loadlab.reports.summary.MetricKind;

/**
 * An experiment's answer in one sentence: the verdict that matters most with its figures, then the
 * count of each verdict among the gated metrics. What matters most: a gated WORSE, then a gated
 * BETTER, a gated INCONCLUSIVE, an advisory WORSE, a gated SAME, then the other advisory ones; among
 * equals server CPU per request before p95 before throughput (the figure two builds measured side by
 * side tell apart best), then the ratio furthest from 1.
 */
public final class ComparisonSentence {
    private static final List<ComparisonVerdict> GATED_ORDER =
            List.of(ComparisonVerdict.WORSE, ComparisonVerdict.BETTER, ComparisonVerdict.INCONCLUSIVE);
    private static final List<ComparisonVerdict> COUNT_ORDER =
            List.of(ComparisonVerdict.WORSE, ComparisonVerdict.BETTER, ComparisonVerdict.INCONCLUSIVE, ComparisonVerdict.SAME);
    private static final List<MetricKind> KIND_ORDER = List.of(MetricKind.CPU_COST, MetricKind.P95, MetricKind.THROUGHPUT);

    private ComparisonSentence() {
    }

    /**
     * "B costs 1.21× A's server CPU per request on hello closed-keepalive: worse, surely beyond +5 %: interval
     * 1.12–1.31 (99.4 %, 3 pairs, look 1); this run could see +14 % server CPU per request on hello
     * closed-keepalive. Gated: 1 worse, 5 inconclusive."
     */
    public static String answer(String experiment, List<ComparisonRow> rows) {
        Optional<ComparisonRow> first = rows.stream().filter(row -> row.verdict() != null)
                .min(Comparator.comparingInt(ComparisonSentence::rank)
                        .thenComparingInt(row -> KIND_ORDER.indexOf(row.kind()))
                        .thenComparing(row -> row.ratio() == null ? 0 : -Math.abs(Math.log(row.ratio()))));
        if (first.isEmpty()) {
            return "Nothing judged on " + experiment + ": only figures shown for information were on both sides.";
        }
        return of(first.get()) + " " + counts(rows);
    }

    /** One row as a sentence: the figure, the verdict and its interval, what it could see, why it is advisory. */
    static String of(ComparisonRow row) {
        String subject = subject(row.metric());
        String figure = figure(row.metric());
        String ratio = row.ratio() == null ? "not comparable to" : Ratios.times(row.ratio());
        String said = switch (row.kind()) {
            case CPU_COST -> "B costs " + ratio + " A's " + figure + " on " + subject;
            case P95 -> "B's " + figure + " on " + subject + " is " + ratio + " A's ("
                    + ComparisonFormat.signed(row.medianDifference()) + " " + row.unit() + " at the median)";
            default -> "B's " + figure + " on " + subject + " is " + ratio + " A's";
        };
        return said + ": " + verdict(row) + seeable(row) + (row.gated() ? "" : "; advisory: " + row.advisory()) + ".";
    }

    /** "; this run could see +14 % server CPU per request on hello closed-keepalive", or "" when it could not say. */
    public static String seeable(ComparisonRow row) {
        return row.detectable() == null ? "" : "; this run could see " + ComparisonFormat.percent(row.detectable()) + " "
                + figure(row.metric()) + " on " + subject(row.metric());
    }

    /** "Gated: 1 worse, 5 same." */
    private static String counts(List<ComparisonRow> rows) {
        Map<ComparisonVerdict, Long> counts = rows.stream().filter(ComparisonRow::gated)
                .collect(Collectors.groupingBy(ComparisonRow::verdict, Collectors.counting()));
        if (counts.isEmpty()) {
            return "No gated figure here.";
        }
        return "Gated: " + COUNT_ORDER.stream().filter(counts::containsKey)
                .map(verdict -> counts.get(verdict) + " " + verdict.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", ")) + ".";
    }

    private static int rank(ComparisonRow row) {
        int gated = GATED_ORDER.indexOf(row.verdict());
        if (row.gated() && gated >= 0) {
            return gated;
        }
        if (!row.gated() && row.verdict() == ComparisonVerdict.WORSE) {
            return GATED_ORDER.size();
        }
        return row.gated() ? GATED_ORDER.size() + 1 : GATED_ORDER.size() + 2;
    }

    /** "hello closed-keepalive" of "hello.closed-keepalive.cpu_s_per_1000". */
    static String subject(String metricId) {
        int last = metricId.lastIndexOf('.');
        return (last < 0 ? metricId : metricId.substring(0, last)).replace('.', ' ');
    }

    /** What the metric id's last part measures, in words. */
    static String figure(String metricId) {
        String last = metricId.substring(metricId.lastIndexOf('.') + 1);
        return switch (last) {
            case "cpu_s_per_1000" -> "server CPU per request";
            case "cpu_per_injector_cpu" -> "server CPU per injector CPU";
            case "p95_ms" -> "p95";
            case "total_p95_ms" -> "p95 of the total time";
            case "throughput_rps" -> "throughput";
            default -> last.replace('_', ' ');
        };
    }

    /** "worse, surely beyond +5 %: ...", "inconclusive, interval ... reaches beyond +5 %". */
    public static String verdict(ComparisonRow row) {
        String verdict = row.verdict().name().toLowerCase(Locale.ROOT);
        return verdict + ", " + row.why();
    }
}
