package loadlab.record.crosscheck;

/**
 * One hello variant measured again by an independent tool against the same server at the same
 * concurrency, right after the Gatling run (in the simulation's after(), before the server stops),
 * as the run's record records it. Exactly one of {@code result} and {@code notMeasured} is set.
 *
 * @param variant          the hello variant id, e.g. {@code closed-keepalive}
 * @param status           what happened (see {@link Status})
 * @param tool             {@code wrk} or {@code ab}; null when no tool applies (open model)
 * @param command          the exact command line run; null when nothing ran
 * @param startEpochMillis when the tool started; with {@code endEpochMillis} the window over which
 *                         the server's CPU is cut from the run's usage CSV; null when nothing ran
 * @param result           the tool's figures; null unless measured
 * @param clientCpuSeconds the tool's own CPU (user + system seconds) over its run, what the client cost
 *                         the machine: beside the Gatling JVM's per request, what each client costs;
 *                         null when not measured (and in records from before it was)
 * @param clientSystemCpuSeconds the part of {@code clientCpuSeconds} the kernel spent for the tool (its system
 *                         time): beside the Gatling JVM's, whether a costlier client pays in the kernel or in its
 *                         own code; null when not measured (and in records from before it was)
 * @param notMeasured      why there are no figures; null when measured
 * @param install          how to get the missing tool; null unless a tool was missing
 */
public record CrossCheck(
        String variant,
        Status status,
        String tool,
        String command,
        Long startEpochMillis,
        Long endEpochMillis,
        ToolResult result,
        Double clientCpuSeconds,
        Double clientSystemCpuSeconds,
        String notMeasured,
        String install) {

    /** Whether the variant was measured, and if not, whether it could have been. */
    public enum Status {
        MEASURED,
        /** The tool applies but gave no figure: missing, switched off, failed, or the run was aborted. */
        NOT_MEASURED,
        /** No independent closed-model tool measures what this variant measures (the open model). */
        NOT_COMPARABLE
    }

    public CrossCheck {
        if (variant == null || variant.isBlank() || status == null) {
            throw new IllegalArgumentException("a cross-check needs a variant and a status");
        }
        if ((status == Status.MEASURED) != (result != null) || (result == null) == (notMeasured == null)) {
            throw new IllegalArgumentException("a measured cross-check has a result and no reason, any other a reason: "
                    + variant + " " + status);
        }
        if (clientCpuSeconds != null && (result == null || !(clientCpuSeconds >= 0))) {
            throw new IllegalArgumentException("a client's CPU time belongs to a measured run and is not negative: "
                    + variant + " " + clientCpuSeconds);
        }
        if (clientSystemCpuSeconds != null && (clientCpuSeconds == null || !(clientSystemCpuSeconds >= 0)
                || clientSystemCpuSeconds > clientCpuSeconds)) {
            throw new IllegalArgumentException("a client's system time is a part of its measured CPU time: "
                    + variant + " " + clientSystemCpuSeconds + " of " + clientCpuSeconds);
        }
        if (startEpochMillis != null && endEpochMillis != null && endEpochMillis < startEpochMillis) {
            throw new IllegalArgumentException("cross-check of " + variant + " ends before it starts");
        }
    }

    /** @param clientCpuSeconds the tool's own CPU seconds, or null when not measured; its system part not measured */
    public static CrossCheck measured(String variant, CrossCheckTool tool, String command, long start, long end,
            ToolResult result, Double clientCpuSeconds) {
        return measured(variant, tool, command, start, end, result, clientCpuSeconds, null);
    }

    /**
     * @param clientCpuSeconds       the tool's own CPU seconds (user + system), or null when not measured
     * @param clientSystemCpuSeconds the system part of them, or null when not measured
     */
    public static CrossCheck measured(String variant, CrossCheckTool tool, String command, long start, long end,
            ToolResult result, Double clientCpuSeconds, Double clientSystemCpuSeconds) {
        return new CrossCheck(variant, Status.MEASURED, tool.executable(), command, start, end, result, clientCpuSeconds,
                clientSystemCpuSeconds, null, null);
    }

    /** The tool ran (or should have) but gave no figure; {@code install} when it is missing, else null. */
    public static CrossCheck notMeasured(String variant, CrossCheckTool tool, String command, String reason,
            String install) {
        return new CrossCheck(variant, Status.NOT_MEASURED, tool.executable(), command, null, null, null, null, null, reason,
                install);
    }

    public static CrossCheck notComparable(String variant, String reason) {
        return new CrossCheck(variant, Status.NOT_COMPARABLE, null, null, null, null, null, null, null, reason, null);
    }
}
