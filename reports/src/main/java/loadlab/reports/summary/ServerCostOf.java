package loadlab.reports.summary;

import loadlab.reports.cost.ServerCost;
import loadlab.reports.cost.ServerCosts;
import loadlab.reports.gatling.StatsRow;

/** A run's (or one request's) server cost over its window, when its usage was sampled. */
final class ServerCostOf {

    private ServerCostOf() {
    }

    static ServerCost run(CatalogEntry entry) {
        if (entry.usage() == null) {
            return null;
        }
        return ServerCosts.during(entry.usage(), entry.run().injection(), entry.run().all().count()).orElse(null);
    }

    /**
     * The cost of one request's share of a run: over the span its requests were active (Gatling's
     * per-second series, so 1 s resolution), per its own count. Null without usage or a window.
     */
    static ServerCost request(CatalogEntry entry, StatsRow request) {
        if (entry.usage() == null || request.active() == null) {
            return null;
        }
        return ServerCosts.during(entry.usage(), request.active(), request.count()).orElse(null);
    }
}
