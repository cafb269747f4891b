package loadlab.reports.cost;

import java.util.List;
import java.util.Optional;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.ProcessUsage;
import loadlab.reports.sidecar.UsageSample;

/**
 * The arithmetic from cumulative CPU samples to a {@link ServerCost}, over the run's window only
 * (the samples also cover the server's start-up, which is not the run's cost):
 * <ul>
 *   <li>average CPU % = (cpu(last) - cpu(first)) / ((t(last) - t(first)) * cores) * 100, over the
 *       samples inside the window;</li>
 *   <li>peak CPU % = the largest such figure between two consecutive samples;</li>
 *   <li>CPU seconds of the run = the average rate (CPU s per wall s) times the window's length,
 *       so a window slightly wider than the sampled span is not under-counted;</li>
 *   <li>CPU seconds per 1000 requests = that / requests * 1000.</li>
 * </ul>
 * Fewer than two samples inside the window means "not measured".
 */
public final class ServerCosts {

    private ServerCosts() {
    }

    public static Optional<ServerCost> during(ProcessUsage usage, TimeWindow window, long requests) {
        List<UsageSample> inside = usage.samples().stream()
                .filter(sample -> window.contains(sample.epochMillis()))
                .toList();
        if (inside.size() < 2) {
            return Optional.empty();
        }
        UsageSample first = inside.get(0);
        UsageSample last = inside.get(inside.size() - 1);
        double wallSeconds = (last.epochMillis() - first.epochMillis()) / 1000.0;
        if (wallSeconds <= 0) {
            return Optional.empty();
        }
        int cores = usage.cores();
        double cpuRate = (last.cpuSeconds() - first.cpuSeconds()) / wallSeconds;
        double peak = 0;
        for (int i = 1; i < inside.size(); i++) {
            double seconds = (inside.get(i).epochMillis() - inside.get(i - 1).epochMillis()) / 1000.0;
            if (seconds > 0) {
                peak = Math.max(peak, (inside.get(i).cpuSeconds() - inside.get(i - 1).cpuSeconds()) / seconds);
            }
        }
        double cpuSeconds = cpuRate * window.seconds();
        Long peakRss = inside.stream().filter(UsageSample::hasRss).map(UsageSample::rssBytes)
                .max(Long::compare).orElse(null);
        return Optional.of(new ServerCost(
                cores,
                inside.size(),
                percentOfCores(cpuRate, cores),
                percentOfCores(peak, cores),
                cpuSeconds,
                requests > 0 ? cpuSeconds / requests * 1000.0 : null,
                peakRss));
    }

    private static double percentOfCores(double cpuSecondsPerSecond, int cores) {
        return cpuSecondsPerSecond / cores * 100.0;
    }
}
