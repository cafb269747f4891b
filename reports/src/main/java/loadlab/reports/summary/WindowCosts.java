package loadlab.reports.summary;

import loadlab.record.gatling.TimeWindow;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.cost.CpuShares;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.InjectorCosts;
import loadlab.reports.cost.InjectorLag;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.cost.ServerCosts;
import loadlab.reports.cost.WindowCut;

/**
 * A row's window cut out of its run's usage files: what it cost the server and the injector (per
 * the row's own requests) and what bound it. Every section uses these, over the window its row's
 * throughput is taken over (an insert step, a hello variant, a transports page), the usage files cut
 * by the window's {@link WindowCut}: the samples inside a window found afterwards, the edges
 * interpolated for a window the simulation recorded.
 */
final class WindowCosts {

    private WindowCosts() {
    }

    /** The server's cost, or null without server samples (an outside server) or a window. */
    static ServerCost server(CatalogEntry entry, TimeWindow window, long requests) {
        return server(entry, window, requests, WindowCut.SAMPLES_INSIDE);
    }

    static ServerCost server(CatalogEntry entry, TimeWindow window, long requests, WindowCut cut) {
        return entry.usage() == null || window == null ? null
                : ServerCosts.during(entry.usage(), window, requests, cut).orElse(null);
    }

    /** The injector's cost, or null without injector samples (an older run) or a window. */
    static InjectorCost injector(CatalogEntry entry, TimeWindow window, long requests) {
        return injector(entry, window, requests, WindowCut.SAMPLES_INSIDE);
    }

    static InjectorCost injector(CatalogEntry entry, TimeWindow window, long requests, WindowCut cut) {
        return entry.injector() == null || window == null ? null
                : InjectorCosts.during(entry.injector(), window, requests, cut).orElse(null);
    }

    /**
     * Whether the run's usage files have the two samples inside the window that every figure over it
     * needs (the injector's file, else the server's).
     */
    static boolean sampled(CatalogEntry entry, TimeWindow window) {
        var usage = entry.injector() != null ? entry.injector() : entry.usage();
        return usage != null && window != null
                && usage.samples().stream().filter(sample -> window.contains(sample.epochMillis())).limit(2).count() == 2;
    }

    static Bound bound(CatalogEntry entry, TimeWindow window) {
        return bound(entry, window, WindowCut.SAMPLES_INSIDE);
    }

    /** What bound the row, from the shares over its window cut as its CPU figures are. */
    static Bound bound(CatalogEntry entry, TimeWindow window, WindowCut cut) {
        return bound(entry, window, cut, null);
    }

    /**
     * What bound the row, from the shares over its window cut as its CPU figures are and from how late the
     * injector started the users of the populations that ran it ({@code row}: the row's scenario; null when
     * the row has none of its own).
     */
    static Bound bound(CatalogEntry entry, TimeWindow window, WindowCut cut, String row) {
        InjectorLag lag = row == null ? null : InjectionLags.ofRow(entry.record(), row).orElse(null);
        if (window == null) {
            return BoundBy.decide(new CpuShares(1, null, null, null, null, null), lag);
        }
        return BoundBy.decide(CpuShares.during(entry.usage(), entry.injector(), window, cut), lag);
    }
}
