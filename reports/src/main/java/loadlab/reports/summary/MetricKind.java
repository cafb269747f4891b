package loadlab.reports.summary;

/** How the gate treats a metric (thresholds in {@code loadlab.reports.gate.Thresholds}). */
public enum MetricKind {
    /** Requests per second: a drop beyond the threshold fails. */
    THROUGHPUT,
    /** A 95th percentile in ms: a rise beyond the threshold (relative and absolute) fails. */
    P95,
    /** A KO count: any increase fails. */
    FAILURES,
    /** 1 when the books balance, 0 when not or when they were not kept: 0 fails whatever the baseline. */
    RECONCILIATION,
    /** Reported with its delta, never fails. */
    INFO
}
