package loadlab.reports.cost;

import com.fasterxml.jackson.annotation.JsonProperty;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;

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

    /** The shares over the samples inside a window of the usage files a run left (either may be null). */
    public static CpuShares during(ProcessUsage server, ProcessUsage injector, TimeWindow window) {
        return during(server, injector, window, WindowCut.SAMPLES_INSIDE);
    }

    /**
     * The shares over a window, the files cut by the same rule as the row's CPU figures, so the verdict
     * is over the window they are. The busiest thread's column adds, per sampling interval, the CPU of
     * the thread that used the most in it: an interval split by an edge sample may count a different
     * thread in each part, so edge samples can only raise it (by at most what one thread used in the
     * shorter part, per split). Over a recorded window that is the honest count: the parts inside it
     * count the window's own busiest thread, not one shared with the row before or after.
     */
    public static CpuShares during(ProcessUsage server, ProcessUsage injector, TimeWindow window, WindowCut cut) {
        WindowRates serverRates = WindowRates.of(server, window, cut);
        WindowRates injectorRates = WindowRates.of(injector, window, cut);
        int cores = injector != null ? injector.cores() : server != null ? server.cores() : 1;
        Double machine = percentOf(injectorRates.perSecond(UsageSample::machineBusySeconds), cores);
        if (machine == null) {
            machine = percentOf(serverRates.perSecond(UsageSample::machineBusySeconds), cores);
        }
        // A server known by its metrics may run out of this machine's sight: its share is of its own cores. Whether
        // its CPU is part of this machine's busy time (a container here) or not (another host) nothing tells, so
        // othersPercent, the machine less both, is a lower bound for a scraped server elsewhere.
        boolean scraped = server != null && server.scraped();
        return new CpuShares(cores,
                percentOf(serverRates.perSecond(UsageSample::cpuSeconds), scraped ? server.cores() : cores),
                percentOf(serverRates.perSecond(UsageSample::busiestThreadCpuSeconds), 1),
                percentOf(injectorRates.perSecond(UsageSample::cpuSeconds), cores),
                percentOf(injectorRates.perSecond(UsageSample::busiestThreadCpuSeconds), 1),
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
