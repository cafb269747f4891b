package loadlab.reports.gate;

import loadlab.reports.summary.MetricKind;

/**
 * One metric compared.
 *
 * @param baseline     null when the baseline does not have it
 * @param current      null when the current summary does not have it
 * @param deltaPercent (current - baseline) / baseline * 100; null when either is absent or baseline is 0
 * @param limit        the threshold as shown, e.g. "-15%" or "+25% and +2 ms"
 */
public record GateRow(
        String id,
        MetricKind kind,
        String unit,
        Double baseline,
        Double current,
        Double deltaPercent,
        String limit,
        Verdict verdict) {
}
