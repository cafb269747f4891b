package loadlab.reports.summary;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadlab.reports.browser.BrowserRecords;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.merge.MergeManifest;
import loadlab.reports.sidecar.RunSidecar;

/** Turns a catalog of runs into the summary: the three sections, the run list and the metrics. */
public final class SummaryBuilder {
    private final Conventions conventions;

    public SummaryBuilder(Conventions conventions) {
        this.conventions = conventions;
    }

    public Summary build(RunCatalog catalog, Environment environment) {
        List<String> notes = new ArrayList<>();
        List<CatalogEntry> transportRuns = catalog.newest(conventions.transportsSimulation());
        TransportsSection transports = transportRuns.isEmpty() ? null : TransportsSection.of(transportRuns, conventions);
        if (transportRuns.isEmpty()) {
            notes.add("No " + conventions.transportsSimulation() + " run found.");
        }
        InsertSection insert = newestOf(conventions.insertSimulation(), catalog, notes)
                .map(entry -> InsertSection.of(entry, conventions)).orElse(null);
        List<CatalogEntry> hellos = catalog.newest(conventions.helloSimulation());
        HelloSection hello = hellos.isEmpty() ? null : HelloSection.of(hellos, conventions);
        if (hellos.isEmpty()) {
            notes.add("No " + conventions.helloSimulation() + " run found.");
        }
        long older = catalog.entries().stream().filter(entry -> !entry.newest()).count();
        catalog.entries().stream().filter(entry -> entry.newest() && entry.aborted() != null)
                .forEach(entry -> notes.add("Run " + entry.run().runId() + " (" + entry.run().simulation()
                        + ") was ABORTED: " + entry.aborted() + ". Its figures are shown, marked as from an aborted run."));
        notes.add(0, "Each section uses the newest run of its simulation (transports: of each framing, side by side;"
                + " hello: of each load model and keep-alive variant; one run may cover several); " + older
                + " older run(s) are listed but not summarised.");
        List<RunListing> runs = catalog.entries().stream().map(SummaryBuilder::listing).toList();
        CrossCheckSection crossCheck = hello == null ? null : CrossCheckSection.of(hello, hellos);
        List<Metric> metrics = new ArrayList<>(Metrics.of(conventions, transports, insert, hello, runs));
        if (crossCheck != null) {
            metrics.addAll(crossCheck.metrics());
        }
        return new Summary(Summary.FORMAT, environment, notes, runs, catalog.unreadable(), transports, insert, hello,
                crossCheck, metrics, browser(transports, catalog));
    }

    private static BrowserSection browser(TransportsSection transports, RunCatalog catalog) {
        if (transports == null) {
            return null;
        }
        return catalog.reportsRoot().flatMap(root -> BrowserSection.of(transports, catalog.entries(),
                BrowserRecords.under(root))).orElse(null);
    }

    private static Optional<CatalogEntry> newestOf(String simulation, RunCatalog catalog, List<String> notes) {
        List<CatalogEntry> newest = catalog.newest(simulation);
        if (newest.isEmpty()) {
            notes.add("No " + simulation + " run found.");
            return Optional.empty();
        }
        return Optional.of(newest.get(newest.size() - 1));
    }

    private static RunListing listing(CatalogEntry entry) {
        GatlingRun run = entry.run();
        RunSidecar sidecar = entry.sidecar();
        return new RunListing(
                run.runId(),
                run.simulation(),
                entry.variant(),
                Instant.ofEpochMilli(run.runStart()).toString(),
                run.injection().seconds(),
                run.all().count(),
                run.all().ko(),
                entry.newest(),
                entry.aborted(),
                entry.hasHtml() ? run.runId() + "/index.html" : null,
                sidecar == null ? null : sidecar.profile(),
                entry.settings(),
                entry.sidecarKey() == null ? null : entry.sidecarKey().baseName(),
                sidecar == null ? null : sidecar.target(),
                sidecar == null ? null : sidecar.machine(),
                ServerCostOf.run(entry),
                run.figures(),
                entry.merge() == null ? List.of() : entry.merge().runs().stream().map(MergeManifest.Run::folder).toList());
    }
}
