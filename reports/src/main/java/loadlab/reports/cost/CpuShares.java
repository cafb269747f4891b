package loadlab.reports.cost;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.ProcessUsage;
import loadlab.reports.sidecar.UsageSample;

/**
 * How busy each party was over one window, what {@link BoundBy} decides on. A process's share is of
 * all the machine's cores (100 = every core busy); a thread's is of one core (100 = one core all the
 * time). Null = not measured (no samples, too few in the window, or an outside server).
 *
 * @param serverPercent         the server process
 * @param serverThreadPercent   the server's busiest thread (an event loop, one per core)
 * @param injectorPercent       the Gatling JVM
 * @param injectorThreadPercent the Gatling JVM's busiest thread
 * @param machinePercent        the whole machine: server, injector and everything else
 */
public record CpuShares(
        int cores,
        Double serverPercent,
        Double serverThreadPercent,
        Double injectorPercent,
        Double injectorThreadPercent,
        Double machinePercent) {

    /** The shares over a window of the usage files a run left (either may be null). */
    public static CpuShares during(ProcessUsage server, ProcessUsage injector, TimeWindow window) {
        List<UsageSample> serverSamples = server == null ? List.of() : WindowRates.inside(server, window);
        List<UsageSample> injectorSamples = injector == null ? List.of() : WindowRates.inside(injector, window);
        int cores = injector != null ? injector.cores() : server != null ? server.cores() : 1;
        Double machine = percentOf(WindowRates.perSecond(injectorSamples, UsageSample::machineBusySeconds), cores);
        if (machine == null) {
            machine = percentOf(WindowRates.perSecond(serverSamples, UsageSample::machineBusySeconds), cores);
        }
        return new CpuShares(cores,
                percentOf(WindowRates.perSecond(serverSamples, UsageSample::cpuSeconds), cores),
                percentOf(WindowRates.perSecond(serverSamples, UsageSample::busiestThreadCpuSeconds), 1),
                percentOf(WindowRates.perSecond(injectorSamples, UsageSample::cpuSeconds), cores),
                percentOf(WindowRates.perSecond(injectorSamples, UsageSample::busiestThreadCpuSeconds), 1),
                machine);
    }

    /**
     * The machine's busy share that neither the server nor the injector used (other builds, the
     * kernel's network work outside both), or null unless all three are known.
     */
    @JsonProperty("othersPercent")
    public Double othersPercent() {
        if (machinePercent == null || serverPercent == null || injectorPercent == null) {
            return null;
        }
        return Math.max(0, machinePercent - serverPercent - injectorPercent);
    }

    private static Double percentOf(Double cpuSecondsPerSecond, int cores) {
        return cpuSecondsPerSecond == null ? null : cpuSecondsPerSecond / cores * 100.0;
    }
}
