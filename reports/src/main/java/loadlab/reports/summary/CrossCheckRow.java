package loadlab.reports.summary;

import loadlab.record.crosscheck.CrossCheck;

/**
 * One hello variant: Gatling's throughput beside an independent tool's on the same server at the
 * same concurrency, from the same run, and what each client cost the server.
 *
 * @param status             the cross-check's status; NOT_MEASURED also when the run recorded none
 * @param tool               {@code wrk} or {@code ab}; null for the open model (no tool applies)
 * @param command            the tool's exact command line; null when nothing ran
 * @param gatlingOkPerSecond the hello row's throughput (OK answers per second)
 * @param toolOkPerSecond    the tool's OK answers per second; null unless measured
 * @param toolPerSecond      the tool's own rate (ab's counts failed requests too); null unless measured
 * @param toolRequests       requests the tool completed; null unless measured
 * @param toolSeconds        the tool's run time; null unless measured
 * @param toolNon2xx         null unless measured
 * @param toolFailed         wrk: socket errors, ab: failed requests; null unless measured
 * @param ratio              toolOkPerSecond / gatlingOkPerSecond; null unless both are above zero
 * @param gatlingCpuPer1000  server CPU-seconds per 1000 requests under Gatling (the hello row's); null
 *                           when the server was not sampled
 * @param toolCpuPer1000     the same under the tool, over the tool's window in the run's usage CSV;
 *                           null when not measured or not sampled
 * @param reason             why there is no independent figure; null when measured
 * @param install            how to install the tools when one was missing; else null
 */
public record CrossCheckRow(
        String variant,
        String runId,
        CrossCheck.Status status,
        String tool,
        String command,
        double gatlingOkPerSecond,
        Double toolOkPerSecond,
        Double toolPerSecond,
        Long toolRequests,
        Double toolSeconds,
        Long toolNon2xx,
        Long toolFailed,
        Double ratio,
        Double gatlingCpuPer1000,
        Double toolCpuPer1000,
        String reason,
        String install) {

    /** The tool saw non-2xx answers or failed requests: its figure counts OK answers only, but say so. */
    public boolean toolHadErrors() {
        return (toolNon2xx != null && toolNon2xx > 0) || (toolFailed != null && toolFailed > 0);
    }
}
