package loadlab.reports.summary;

import loadlab.reports.cost.ServerCost;

/**
 * One hello variant (load model and keep-alive), from its newest run.
 *
 * @param serverCost null when the server was not measured (external target, or no usage samples)
 */
public record HelloRow(
        String runId,
        String variant,
        String model,
        String keepAlive,
        long count,
        long ko,
        double throughput,
        int meanMs,
        int p50Ms,
        int p75Ms,
        int p95Ms,
        int p99Ms,
        int maxMs,
        ServerCost serverCost) {
}
