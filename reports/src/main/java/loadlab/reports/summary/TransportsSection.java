package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.StatsKind;
import loadlab.reports.gatling.StatsRow;

/**
 * Experiment 1: total time of N exchanges per transport, and the fresh-socket cost.
 *
 * @param requestsKo failed requests anywhere in the run (connects and closes included)
 */
public record TransportsSection(String runId, long requestsKo, List<TransportRow> rows, List<FreshCost> freshCosts) {

    public TransportsSection {
        rows = List.copyOf(rows);
        freshCosts = List.copyOf(freshCosts);
    }

    public static TransportsSection of(GatlingRun run, Conventions conventions) {
        List<TransportRow> rows = new ArrayList<>();
        for (StatsRow group : run.rowsOf(StatsKind.GROUP)) {
            conventions.transportPage(group.name()).ifPresent(page -> rows.add(row(run, group, page, conventions)));
        }
        rows.sort(Comparator.comparingInt(TransportRow::exchanges));
        return new TransportsSection(run.runId(), run.all().ko(), rows, freshCosts(rows, conventions));
    }

    private static TransportRow row(GatlingRun run, StatsRow group, Conventions.Page page, Conventions conventions) {
        Optional<StatsRow> exchange = run.request(conventions.exchangeRequest(page.transport()), group.path());
        return new TransportRow(
                page.transport(),
                page.exchanges(),
                group.count(),
                group.ko(),
                group.mean(),
                group.p95(),
                group.p99(),
                group.mean() / (double) page.exchanges(),
                exchange.map(StatsRow::count).orElse(0L),
                exchange.map(StatsRow::ko).orElse(0L),
                exchange.map(StatsRow::mean).orElse(null),
                exchange.map(StatsRow::p95).orElse(null),
                exchange.map(StatsRow::p99).orElse(null));
    }

    private static List<FreshCost> freshCosts(List<TransportRow> rows, Conventions conventions) {
        List<FreshCost> costs = new ArrayList<>();
        for (TransportRow fresh : rows) {
            conventions.persistentOf(fresh.transport()).flatMap(persistent -> rows.stream()
                    .filter(row -> row.transport().equals(persistent) && row.exchanges() == fresh.exchanges())
                    .findFirst())
                    .ifPresent(persistent -> costs.add(new FreshCost(persistent.transport(), fresh.transport(),
                            fresh.exchanges(), persistent.totalMeanMs() == 0 ? null
                                    : fresh.totalMeanMs() / (double) persistent.totalMeanMs())));
        }
        return costs;
    }
}
