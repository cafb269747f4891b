package loadlab.reports.summary;

import java.util.List;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.StatsKind;
import loadlab.reports.gatling.StatsRow;

/** Experiment 3: hello throughput and latency per variant, with what it cost the server. */
public record HelloSection(List<HelloRow> rows) {

    public HelloSection {
        rows = List.copyOf(rows);
    }

    public static HelloSection of(List<CatalogEntry> newestPerVariant, Conventions conventions) {
        return new HelloSection(newestPerVariant.stream().map(entry -> row(entry, conventions)).toList());
    }

    private static HelloRow row(CatalogEntry entry, Conventions conventions) {
        GatlingRun run = entry.run();
        StatsRow hello = run.rowsOf(StatsKind.REQUEST).stream()
                .filter(row -> row.name().equals(conventions.helloRequest()))
                .findFirst()
                .orElse(run.all());
        ServerCost cost = ServerCostOf.run(entry);
        return new HelloRow(run.runId(), entry.variant(), conventions.helloModel(run, entry.settings()),
                conventions.keepAlive(entry.settings()), hello.count(), hello.ko(), hello.throughput(),
                hello.mean(), hello.p50(), hello.p75(), hello.p95(), hello.p99(), hello.max(), cost);
    }
}
