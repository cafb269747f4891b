package loadlab.reports.gate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * Compares a current summary's metrics with a baseline's and decides, metric by metric:
 * throughput fails when it drops beyond its percentage; a p95 fails when it rises beyond its
 * percentage and by more than the absolute floor (a 0 to 1 ms step is resolution, not regression);
 * server CPU per 1000 requests fails when it rises beyond its percentage; a KO count fails when it grows (a metric new in the current run fails with any KO); an unbalanced
 * reconciliation fails whatever the baseline. Advisory metrics never fail.
 */
public final class Gate {
    private final Thresholds thresholds;

    public Gate(Thresholds thresholds) {
        this.thresholds = thresholds;
    }

    public GateReport compare(List<Metric> baseline, List<Metric> current) {
        Map<String, Metric> before = index(baseline);
        Map<String, Metric> now = index(current);
        List<GateRow> rows = new ArrayList<>();
        now.values().forEach(metric -> rows.add(row(before.get(metric.id()), metric)));
        before.values().stream()
                .filter(metric -> !now.containsKey(metric.id()))
                .forEach(metric -> rows.add(new GateRow(metric.id(), metric.kind(), metric.unit(), metric.value(),
                        null, null, limit(metric), Verdict.MISSING)));
        return new GateReport(rows);
    }

    private GateRow row(Metric base, Metric now) {
        Double baseValue = base == null ? null : base.value();
        Double delta = base == null || base.value() == 0 ? null : (now.value() - base.value()) / base.value() * 100.0;
        Verdict verdict = verdict(base, now, delta);
        if (verdict == Verdict.FAIL && thresholds.isAdvisory(now.id())) {
            verdict = Verdict.ADVISORY;
        }
        return new GateRow(now.id(), now.kind(), now.unit(), baseValue, now.value(), delta, limit(now), verdict);
    }

    private Verdict verdict(Metric base, Metric now, Double delta) {
        switch (now.kind()) {
            case INFO:
                return Verdict.INFO;
            case RECONCILIATION:
                return now.value() < 1 ? Verdict.FAIL : base == null ? Verdict.NEW : Verdict.PASS;
            case FAILURES:
                if (base == null) {
                    return now.value() > 0 ? Verdict.FAIL : Verdict.NEW;
                }
                return now.value() > base.value() ? Verdict.FAIL : Verdict.PASS;
            case THROUGHPUT:
                if (base == null) {
                    return Verdict.NEW;
                }
                double drop = thresholds.percentFor(now.id(), thresholds.throughputMaxDropPercent());
                return delta != null && delta < -drop ? Verdict.FAIL : Verdict.PASS;
            case P95:
                if (base == null) {
                    return Verdict.NEW;
                }
                double rise = thresholds.percentFor(now.id(), thresholds.p95MaxRisePercent());
                boolean aboveFloor = now.value() - base.value() > thresholds.p95MinRiseMs();
                boolean aboveShare = delta == null || delta > rise;
                return aboveFloor && aboveShare ? Verdict.FAIL : Verdict.PASS;
            case CPU_COST:
                if (base == null) {
                    return Verdict.NEW;
                }
                double cpuRise = thresholds.percentFor(now.id(), thresholds.cpuMaxRisePercent());
                return delta != null && delta > cpuRise ? Verdict.FAIL : Verdict.PASS;
            default:
                throw new IllegalStateException("unknown metric kind " + now.kind());
        }
    }

    private String limit(Metric metric) {
        return switch (metric.kind()) {
            case THROUGHPUT -> String.format(Locale.ROOT, "-%s%%",
                    number(thresholds.percentFor(metric.id(), thresholds.throughputMaxDropPercent())));
            case P95 -> String.format(Locale.ROOT, "+%s%% and +%s ms",
                    number(thresholds.percentFor(metric.id(), thresholds.p95MaxRisePercent())),
                    number(thresholds.p95MinRiseMs()));
            case CPU_COST -> String.format(Locale.ROOT, "+%s%%",
                    number(thresholds.percentFor(metric.id(), thresholds.cpuMaxRisePercent())));
            case FAILURES -> "no new KO";
            case RECONCILIATION -> "must balance";
            case INFO -> "-";
        } + (thresholds.isAdvisory(metric.id()) && metric.kind() != MetricKind.INFO ? " (advisory)" : "");
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static Map<String, Metric> index(List<Metric> metrics) {
        Map<String, Metric> byId = new LinkedHashMap<>();
        metrics.forEach(metric -> byId.put(metric.id(), metric));
        return byId;
    }
}
