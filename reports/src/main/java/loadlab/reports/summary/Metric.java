package loadlab.reports.summary;

/**
 * One number the gate compares between runs, keyed by a stable id such as
 * {@code insert.c100.throughput_rps} or {@code hello.closed-keepalive.p95_ms}.
 */
public record Metric(String id, double value, String unit, MetricKind kind) {

    public Metric {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("metric id is required");
        }
        if (kind == null) {
            throw new IllegalArgumentException(id + ": kind is required");
        }
    }
}
