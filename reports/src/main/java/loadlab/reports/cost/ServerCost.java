package loadlab.reports.cost;

/**
 * What serving a run cost the server process.
 *
 * @param averageCpuPercent CPU used over the run as a share of all cores (100 = every core busy)
 * @param peakCpuPercent    the busiest interval between two consecutive samples, same scale
 * @param cpuSeconds        CPU time over the run's window (average rate times the window)
 * @param cpuSecondsPer1000 {@code cpuSeconds} per 1000 requests of the run; null without requests
 * @param peakRssBytes      largest resident size sampled in the window; null when not sampled
 */
public record ServerCost(
        int cores,
        int samples,
        double averageCpuPercent,
        double peakCpuPercent,
        double cpuSeconds,
        Double cpuSecondsPer1000,
        Long peakRssBytes) {

    /** Average CPU in cores, e.g. 0.8 of a core. */
    public double averageCores() {
        return averageCpuPercent / 100.0 * cores;
    }
}
