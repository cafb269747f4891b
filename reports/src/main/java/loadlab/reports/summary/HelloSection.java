package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.reports.cost.WindowCut;

/**
 * Experiment 3: hello throughput and latency per closed variant and per open variant's rate (one row
 * each, from the newest run that covers it), with what it cost the server. Throughput counts OK answers only.
 */
public record HelloSection(List<HelloRow> rows) {

    public HelloSection {
        rows = List.copyOf(rows);
    }

    public static HelloSection of(List<CatalogEntry> entries) {
        SortedMap<String, CatalogEntry> newest = new TreeMap<>(RunNames.HELLO_ROW_ORDER);
        for (CatalogEntry entry : entries) {
            for (String variant : RunVariants.hello(entry.run(), entry.settings()).keySet()) {
                newest.merge(variant, entry, (a, b) -> a.run().runStart() >= b.run().runStart() ? a : b);
            }
        }
        List<HelloRow> rows = new ArrayList<>();
        newest.forEach((variant, entry) -> rows.add(row(entry, variant)));
        return new HelloSection(rows);
    }

    /**
     * The row's window, first that applies: the one the simulation recorded for the variant (the OK
     * answers over its exact length; CPU interpolated at its edges, which the run sampled as they
     * passed); in a run of several variants without one, the span Gatling's per-second series has the
     * variant's requests (1 s resolution; the samples inside it); else the whole run (Gatling's Cnt/s).
     */
    private static HelloRow row(CatalogEntry entry, String variant) {
        GatlingRun run = entry.run();
        Map<String, String> variants = RunVariants.hello(run, entry.settings());
        StatsRow hello = run.rowsOf(StatsKind.REQUEST).stream()
                .filter(row -> row.groups().isEmpty() && row.name().equals(variants.get(variant)))
                .findFirst()
                .orElse(run.all());
        Optional<TimeWindow> recorded = RecordedWindow.of(entry.record(), variant).filter(window -> window.seconds() > 0);
        if (recorded.isPresent()) {
            return row(entry, variant, hello, hello.ok() / recorded.get().seconds(), HelloRow.WINDOW_RECORDED,
                    recorded.get(), hello.count(), WindowCut.INTERPOLATED_AT_EDGES);
        }
        if (variants.size() > 1 && hello.active() != null && hello.active().seconds() > 0) {
            return row(entry, variant, hello, hello.ok() / hello.active().seconds(), HelloRow.WINDOW_VARIANT,
                    hello.active(), hello.count(), WindowCut.SAMPLES_INSIDE);
        }
        return row(entry, variant, hello, hello.okThroughput(), HelloRow.WINDOW_RUN, run.injection(), run.all().count(),
                WindowCut.SAMPLES_INSIDE);
    }

    private static HelloRow row(CatalogEntry entry, String variant, StatsRow hello, double throughput, String window,
            TimeWindow span, long requests, WindowCut cut) {
        String modelAndConnections = RunNames.helloVariantOfRow(variant);
        int dash = modelAndConnections.indexOf('-');
        OptionalInt rate = RunNames.helloRate(variant);
        return new HelloRow(entry.run().runId(), entry.aborted(), variant, modelAndConnections.substring(0, dash),
                modelAndConnections.substring(dash + 1), rate.isPresent() ? rate.getAsInt() : null, hello.name(),
                hello.count(), hello.ko(), throughput, hello.mean(),
                hello.p50(), hello.p75(), hello.p95(), hello.p99(), hello.max(),
                WindowCosts.server(entry, span, requests, cut), WindowCosts.injector(entry, span, requests, cut),
                WindowCosts.bound(entry, span, cut, RunNames.helloScenario(variant)),
                window, span.seconds(),
                entry.repeats().hello().get(variant), entry.repeats().helloP95().get(variant));
    }
}
