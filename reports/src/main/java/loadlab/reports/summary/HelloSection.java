package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.StatsKind;
import loadlab.reports.gatling.StatsRow;
import loadlab.reports.gatling.TimeWindow;

/**
 * Experiment 3: hello throughput and latency per variant (one row each, from the newest run that
 * covers it), with what it cost the server. Throughput counts OK answers only.
 */
public record HelloSection(List<HelloRow> rows) {

    public HelloSection {
        rows = List.copyOf(rows);
    }

    public static HelloSection of(List<CatalogEntry> entries, Conventions conventions) {
        SortedMap<String, CatalogEntry> newest = new TreeMap<>();
        for (CatalogEntry entry : entries) {
            for (String variant : conventions.helloVariants(entry.run(), entry.settings()).keySet()) {
                newest.merge(variant, entry, (a, b) -> a.run().runStart() >= b.run().runStart() ? a : b);
            }
        }
        List<HelloRow> rows = new ArrayList<>();
        newest.forEach((variant, entry) -> rows.add(row(entry, variant, conventions)));
        return new HelloSection(rows);
    }

    private static HelloRow row(CatalogEntry entry, String variant, Conventions conventions) {
        GatlingRun run = entry.run();
        Map<String, String> variants = conventions.helloVariants(run, entry.settings());
        StatsRow hello = run.rowsOf(StatsKind.REQUEST).stream()
                .filter(row -> row.groups().isEmpty() && row.name().equals(variants.get(variant)))
                .findFirst()
                .orElse(run.all());
        if (variants.size() > 1 && hello.active() != null && hello.active().seconds() > 0) {
            double seconds = hello.active().seconds();
            return row(entry, variant, hello, hello.ok() / seconds, ServerCostOf.request(entry, hello),
                    HelloRow.WINDOW_VARIANT, hello.active());
        }
        return row(entry, variant, hello, hello.okThroughput(), ServerCostOf.run(entry), HelloRow.WINDOW_RUN,
                run.injection());
    }

    private static HelloRow row(CatalogEntry entry, String variant, StatsRow hello, double throughput,
            ServerCost cost, String window, TimeWindow span) {
        int dash = variant.indexOf('-');
        long requests = window.equals(HelloRow.WINDOW_RUN) ? entry.run().all().count() : hello.count();
        return new HelloRow(entry.run().runId(), entry.aborted(), variant, variant.substring(0, dash),
                variant.substring(dash + 1), hello.name(), hello.count(), hello.ko(), throughput, hello.mean(),
                hello.p50(), hello.p75(), hello.p95(), hello.p99(), hello.max(), cost,
                LoadOf.injector(entry, span, requests), LoadOf.bound(entry, span), window, span.seconds(),
                entry.repeats().hello().get(variant), entry.repeats().helloP95().get(variant));
    }
}
