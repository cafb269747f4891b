package loadlab.reports.cost;

/**
 * What a window of a run cost the injector: the Gatling JVM that ran the simulation.
 *
 * @param averageCpuPercent its CPU over the window as a share of all cores (100 = every core busy)
 * @param cpuSeconds        its CPU time over the window (average rate times the window)
 * @param cpuSecondsPer1000 {@code cpuSeconds} per 1000 requests of the window; null without requests
 * @param gcSeconds         garbage collection time in the window (the same rate rule); null when unknown
 * @param peakHeapBytes     largest heap in use sampled in the window; null when unknown
 * @param peakRssBytes      largest resident size sampled in the window; null when unknown
 * @param systemCpuSeconds  the part of {@code cpuSeconds} the kernel spent for the injector (the same rate
 *                          rule); null when the usage file does not have it
 */
public record InjectorCost(
        int cores,
        int samples,
        double averageCpuPercent,
        double cpuSeconds,
        Double cpuSecondsPer1000,
        Double gcSeconds,
        Long peakHeapBytes,
        Long peakRssBytes,
        Double systemCpuSeconds) {

    /** {@code systemCpuSeconds} per 1000 requests of the window; null when either is unknown. */
    public Double systemCpuSecondsPer1000() {
        return systemCpuSeconds == null || cpuSecondsPer1000 == null || cpuSeconds <= 0 ? null
                : cpuSecondsPer1000 * systemCpuSeconds / cpuSeconds;
    }
}
