package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonProperty;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.CrossCheckTool;

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
 * @param gatlingClientCpuPer1000 the Gatling JVM's own CPU-seconds per 1000 requests over the hello row's
 *                           window (the row's injector cost); null when not sampled
 * @param toolClientCpuPer1000 the tool's own CPU-seconds per 1000 of its requests (its CPU time as the
 *                           kernel accounted it, over its whole run); null when not measured
 * @param gatlingClientSystemPer1000 the system part of {@code gatlingClientCpuPer1000} (the kernel's work for
 *                           the Gatling JVM); null when the run's injector file does not have it
 * @param toolClientSystemPer1000 the system part of {@code toolClientCpuPer1000}; null when not measured
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
        Double gatlingClientCpuPer1000,
        Double toolClientCpuPer1000,
        Double gatlingClientSystemPer1000,
        Double toolClientSystemPer1000,
        String reason,
        String install) {

    /**
     * What Gatling costs per request against what the independent client costs, same server, same run:
     * 3 means the Gatling JVM burns three times the CPU per request. Null unless both were measured.
     */
    @JsonProperty("clientCostRatio")
    public Double clientCostRatio() {
        return gatlingClientCpuPer1000 == null || toolClientCpuPer1000 == null || toolClientCpuPer1000 <= 0 ? null
                : gatlingClientCpuPer1000 / toolClientCpuPer1000;
    }

    /** The most {@link #clientCostRatio()} may be against the row's tool ({@link CrossCheckTool#clientCostGoal()}); else null. */
    @JsonProperty("clientCostGoal")
    public Double clientCostGoal() {
        return CrossCheckTool.named(tool).map(CrossCheckTool::clientCostGoal).orElse(null);
    }

    /** The tool saw non-2xx answers or failed requests: its figure counts OK answers only, but say so. */
    public boolean toolHadErrors() {
        return (toolNon2xx != null && toolNon2xx > 0) || (toolFailed != null && toolFailed > 0);
    }
}
