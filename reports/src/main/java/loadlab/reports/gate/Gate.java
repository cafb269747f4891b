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
 * server CPU per 1000 requests fails when it rises beyond its percentage; a KO count fails when it
 * grows (a metric new in the current run fails with any KO); an unbalanced reconciliation fails
 * whatever the baseline. When the baseline metric carries a spread across repeats (cvPct), its
 * percentage becomes max(multiple x CV, the kind's percentage), so noise the repeats measured never
 * fails the gate. A tracked metric the current summary lacks fails unless retired: a run that
 * stopped producing it is a regression, not a pass. Advisory metrics never fail; nor does a
 * throughput the current summary says was bound by the injector (its {@code boundBy}): the injector
 * saturated and the server not, so that figure is the load generator's limit, not the server's.
 * Every other verdict (the server saturated, with or without the injector; a busy machine) is judged.
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
                .forEach(metric -> rows.add(missing(metric)));
        return new GateReport(rows);
    }

    private GateRow row(Metric base, Metric now) {
        Double baseValue = base == null ? null : base.value();
        Double delta = base == null || base.value() == 0 ? null : (now.value() - base.value()) / base.value() * 100.0;
        Verdict verdict = verdict(base, now, delta);
        if (verdict == Verdict.FAIL && advisoryReason(base, now) != null) {
            verdict = Verdict.ADVISORY;
        }
        return new GateRow(now.id(), now.kind(), now.unit(), baseValue, now.value(), delta, limit(base, now, now),
                verdict);
    }

    private GateRow missing(Metric base) {
        Verdict verdict;
        String limit;
        if (thresholds.isRetired(base.id())) {
            verdict = Verdict.RETIRED;
            limit = "retired";
        } else if (base.kind() == MetricKind.INFO || advisoryReason(base, null) != null) {
            verdict = Verdict.MISSING;
            limit = limit(base, base, null);
        } else {
            verdict = Verdict.FAIL;
            limit = "must be present";
        }
        return new GateRow(base.id(), base.kind(), base.unit(), base.value(), null, null, limit, verdict);
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
                return delta != null && delta < -percent(base, now) ? Verdict.FAIL : Verdict.PASS;
            case P95:
                if (base == null) {
                    return Verdict.NEW;
                }
                boolean aboveFloor = now.value() - base.value() > thresholds.p95MinRiseMs();
                boolean aboveShare = delta == null || delta > percent(base, now);
                return aboveFloor && aboveShare ? Verdict.FAIL : Verdict.PASS;
            case CPU_COST:
                if (base == null) {
                    return Verdict.NEW;
                }
                return delta != null && delta > percent(base, now) ? Verdict.FAIL : Verdict.PASS;
            default:
                throw new IllegalStateException("unknown metric kind " + now.kind());
        }
    }

    /** The metric's percentage: its own or its kind's, widened by the baseline's spread. */
    private double percent(Metric base, Metric metric) {
        double kindDefault = switch (metric.kind()) {
            case THROUGHPUT -> thresholds.throughputMaxDropPercent();
            case P95 -> thresholds.p95MaxRisePercent();
            case CPU_COST -> thresholds.cpuMaxRisePercent();
            default -> throw new IllegalStateException(metric.kind() + " has no percentage");
        };
        double floor = thresholds.percentFor(metric.id(), kindDefault);
        return thresholds.spread().percent(base == null ? null : base.cvPct(), floor);
    }

    /**
     * Why a failure of this metric would not fail the gate, or null when it is tracked: listed as
     * advisory, inconsistent across the baseline's repeats, or a throughput the current run measured
     * at the load generator's limit.
     *
     * @param now the current metric, or null when it is missing
     */
    private String advisoryReason(Metric base, Metric now) {
        if (now != null && now.kind() == MetricKind.THROUGHPUT && now.loadGeneratorLimit()) {
            return "advisory: bound by the " + now.boundBy().label();
        }
        Metric rule = base == null ? now : base;
        if (thresholds.isAdvisory(rule.id())) {
            return "advisory";
        }
        String untracked = thresholds.spread().untrackedBecause(rule.id(), rule.cvPct());
        return untracked == null ? null : "advisory: " + untracked;
    }

    private String limit(Metric base, Metric metric, Metric now) {
        String limit = switch (metric.kind()) {
            case THROUGHPUT -> "-" + number(percent(base, metric)) + "%";
            case P95 -> "+" + number(percent(base, metric)) + "% and +" + number(thresholds.p95MinRiseMs()) + " ms";
            case CPU_COST -> "+" + number(percent(base, metric)) + "%";
            case FAILURES -> "no new KO";
            case RECONCILIATION -> "must balance";
            case INFO -> "-";
        };
        if (metric.kind() == MetricKind.INFO) {
            return limit;
        }
        if (base != null && base.hasSpread()) {
            limit += " (CV " + number(base.cvPct()) + "%)";
        }
        String advisory = advisoryReason(base, now);
        return advisory == null ? limit : limit + " (" + advisory + ")";
    }

    /** A threshold as shown: whole numbers without decimals, others to one decimal. */
    static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }

    private static Map<String, Metric> index(List<Metric> metrics) {
        Map<String, Metric> byId = new LinkedHashMap<>();
        metrics.forEach(metric -> byId.put(metric.id(), metric));
        return byId;
    }
}
