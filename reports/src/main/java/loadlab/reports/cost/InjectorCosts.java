package loadlab.reports.cost;

import java.util.List;
import java.util.Optional;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.ProcessUsage;
import loadlab.reports.sidecar.UsageSample;

/**
 * The injector's CPU over a window, by the server's rule ({@link ServerCosts}): the rate between the
 * first and last sample inside the window, times the window's length; per 1000 requests of the same
 * window, so the two sit side by side. Fewer than two samples inside: not measured.
 */
public final class InjectorCosts {

    private InjectorCosts() {
    }

    public static Optional<InjectorCost> during(ProcessUsage usage, TimeWindow window, long requests) {
        List<UsageSample> inside = WindowRates.inside(usage, window);
        Double cpuRate = WindowRates.perSecond(inside, UsageSample::cpuSeconds);
        if (cpuRate == null) {
            return Optional.empty();
        }
        double cpuSeconds = cpuRate * window.seconds();
        Double gcRate = WindowRates.perSecond(inside, UsageSample::gcSeconds);
        return Optional.of(new InjectorCost(
                usage.cores(),
                inside.size(),
                cpuRate / usage.cores() * 100.0,
                cpuSeconds,
                requests > 0 ? cpuSeconds / requests * 1000.0 : null,
                gcRate == null ? null : gcRate * window.seconds(),
                inside.stream().filter(UsageSample::hasHeap).map(UsageSample::heapUsedBytes).max(Long::compare)
                        .orElse(null),
                inside.stream().filter(UsageSample::hasRss).map(UsageSample::rssBytes).max(Long::compare)
                        .orElse(null)));
    }
}
