package loadlab.reports.summary;

/**
 * One open row, Gatling's own latency beside the latency from each request's planned start.
 *
 * @param row      the row (a hello variant)
 * @param planned  requests the plan meant to send, over the row's repeats
 * @param answered requests answered, over the row's repeats
 * @param gatling  Gatling's response times of the row's request, whole milliseconds, from send to answer
 * @param fromPlan the same requests from their planned starts to their answers, milliseconds (from microseconds)
 * @param lagP50Ms the injector's lag behind its plan, milliseconds: median, 99th percentile and worst
 * @param lagLimitMs the run's limit on the lag's 99th percentile
 * @param injectorBehind true when the lag's 99th percentile passed the limit: the injector did not keep its
 *                 plan, so what the row measured is partly the injector's
 * @param answer   one sentence: whether coordinated omission changed the answer
 */
public record PlannedStartRow(
        String experiment,
        String row,
        String runId,
        long planned,
        long answered,
        Percentiles gatling,
        Percentiles fromPlan,
        double lagP50Ms,
        double lagP99Ms,
        double lagMaxMs,
        double lagLimitMs,
        boolean injectorBehind,
        String answer) {

    /** p50, p95, p99, p99.9 and the worst, milliseconds. */
    public record Percentiles(double p50, double p95, double p99, double p999, double max) {
    }
}
