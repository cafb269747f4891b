package loadlab.reports.summary;

import loadlab.reports.cost.ServerCost;
import loadlab.reports.cost.ServerCosts;

/** A run's server cost over its injection window, when its usage was sampled. */
final class ServerCostOf {

    private ServerCostOf() {
    }

    static ServerCost run(CatalogEntry entry) {
        if (entry.usage() == null) {
            return null;
        }
        return ServerCosts.during(entry.usage(), entry.run().injection(), entry.run().all().count()).orElse(null);
    }
}
