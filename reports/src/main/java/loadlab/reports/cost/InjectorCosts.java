package loadlab.reports.cost;

import java.util.Optional;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;

/**
 * The injector's CPU over a window, by the server's rule ({@link ServerCosts}) and the same
 * {@link WindowCut}: the CPU rate over the window times its length; per 1000 requests of the same
 * window, so the two sit side by side. A window the rule cannot measure: not measured.
 */
public final class InjectorCosts {

    private InjectorCosts() {
    }

    /** Over the samples inside the window ({@link WindowCut#SAMPLES_INSIDE}). */
    public static Optional<InjectorCost> during(ProcessUsage usage, TimeWindow window, long requests) {
        return during(usage, window, requests, WindowCut.SAMPLES_INSIDE);
    }

    public static Optional<InjectorCost> during(ProcessUsage usage, TimeWindow window, long requests, WindowCut cut) {
        WindowRates rates = WindowRates.of(usage, window, cut);
        Double cpuRate = rates.perSecond(UsageSample::cpuSeconds);
        if (cpuRate == null) {
            return Optional.empty();
        }
        double cpuSeconds = cpuRate * window.seconds();
        Double gcRate = rates.perSecond(UsageSample::gcSeconds);
        Double systemRate = rates.perSecond(UsageSample::systemCpuSeconds);
        return Optional.of(new InjectorCost(
                usage.cores(),
                rates.samples().size(),
                cpuRate / usage.cores() * 100.0,
                cpuSeconds,
                requests > 0 ? cpuSeconds / requests * 1000.0 : null,
                gcRate == null ? null : gcRate * window.seconds(),
                rates.samples().stream().filter(UsageSample::hasHeap).map(UsageSample::heapUsedBytes)
                        .max(Long::compare).orElse(null),
                rates.samples().stream().filter(UsageSample::hasRss).map(UsageSample::rssBytes)
                        .max(Long::compare).orElse(null),
                systemRate == null ? null : Math.min(systemRate, cpuRate) * window.seconds()));
    }
}
