package loadlab.reports.summary;

/** How the gate treats a metric (thresholds in {@code loadlab.reports.gate.Thresholds}). */
public enum MetricKind {
    /** Requests per second: a drop beyond the threshold fails. */
    THROUGHPUT,
    /** A 95th percentile in ms: a rise beyond the threshold (relative and absolute) fails. */
    P95,
    /**
     * Server CPU-seconds per 1000 requests: a rise beyond the threshold fails. CPU time per request
     * moves far less than throughput and latency when other work shares the machine (reports/README.md,
     * "Why the stored baseline holds no speed figure"), so it is the speed figure the gate can track on a
     * shared runner.
     */
    CPU_COST,
    /** A KO count: any increase fails. */
    FAILURES,
    /** 1 when the books balance, 0 when not or when they were not kept: 0 fails whatever the baseline. */
    RECONCILIATION,
    /** Reported with its delta, never fails. */
    INFO
}
