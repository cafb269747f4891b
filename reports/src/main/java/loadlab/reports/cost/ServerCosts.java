package loadlab.reports.cost;

import java.util.Optional;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;

/**
 * The arithmetic from cumulative CPU samples to a {@link ServerCost}, over the row's window only
 * (the samples also cover the server's start-up, which is not the run's cost), the file cut by a
 * {@link WindowCut}:
 * <ul>
 *   <li>average CPU % = the CPU rate over the window / cores * 100: with
 *       {@link WindowCut#SAMPLES_INSIDE}, (cpu(last) - cpu(first)) / (t(last) - t(first)) over the
 *       samples inside the window; with {@link WindowCut#INTERPOLATED_AT_EDGES}, (cpu(end) -
 *       cpu(start)) / the window's length, each interpolated at the edge;</li>
 *   <li>peak CPU % = the busiest stretch of at least half a second between the window's samples, never
 *       below the average ({@link WindowRates#peakPerSecond});</li>
 *   <li>CPU seconds of the window = the average rate (CPU s per wall s) times the window's length,
 *       so a window slightly wider than the sampled span is not under-counted;</li>
 *   <li>CPU seconds per 1000 requests = that / requests * 1000.</li>
 * </ul>
 * A window the rule cannot measure (fewer than two samples inside; an edge no sample brackets) is
 * "not measured".
 */
public final class ServerCosts {

    private ServerCosts() {
    }

    /** Over the samples inside the window ({@link WindowCut#SAMPLES_INSIDE}). */
    public static Optional<ServerCost> during(ProcessUsage usage, TimeWindow window, long requests) {
        return during(usage, window, requests, WindowCut.SAMPLES_INSIDE);
    }

    public static Optional<ServerCost> during(ProcessUsage usage, TimeWindow window, long requests, WindowCut cut) {
        WindowRates rates = WindowRates.of(usage, window, cut);
        Double cpuRate = rates.perSecond(UsageSample::cpuSeconds);
        if (cpuRate == null) {
            return Optional.empty();
        }
        int cores = usage.cores();
        double cpuSeconds = cpuRate * window.seconds();
        Long peakRss = rates.samples().stream().filter(UsageSample::hasRss).map(UsageSample::rssBytes)
                .max(Long::compare).orElse(null);
        return Optional.of(new ServerCost(
                cores,
                rates.samples().size(),
                percentOfCores(cpuRate, cores),
                percentOfCores(rates.peakPerSecond(UsageSample::cpuSeconds), cores),
                cpuSeconds,
                requests > 0 ? cpuSeconds / requests * 1000.0 : null,
                peakRss));
    }

    private static double percentOfCores(double cpuSecondsPerSecond, int cores) {
        return cpuSecondsPerSecond / cores * 100.0;
    }
}
