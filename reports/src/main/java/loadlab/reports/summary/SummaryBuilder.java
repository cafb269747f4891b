package loadlab.reports.summary;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import loadlab.record.RunRecord;
import loadlab.record.browser.BrowserRecords;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.names.RunNames;
import loadlab.record.targets.TargetSet;
import loadlab.record.targets.TargetSets;
import loadlab.reports.sidebyside.SideBySide;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns a catalog of runs into the summary: the three sections and the metrics from the runs of the
 * catalog's target, the run list, and the newest target set's targets side by side when it has runs of
 * two or more. (The A/B comparison, which summarises each of its rounds with this, is added after:
 * {@link Summary#withComparison}.)
 */
public final class SummaryBuilder {
    private static final Logger LOG = LoggerFactory.getLogger(SummaryBuilder.class);

    public SummaryBuilder() {
    }

    /** The summary, with the newest target set found in the catalog's reports root (none for a catalog in memory). */
    public Summary build(RunCatalog catalog, Environment environment) {
        List<String> notes = new ArrayList<>();
        TargetSet set = catalog.resultsRoot().flatMap(root -> newestSet(root, notes)).orElse(null);
        return build(catalog, environment, set, notes);
    }

    /** The summary, with this target set side by side (null: none). */
    public Summary build(RunCatalog catalog, Environment environment, TargetSet set) {
        return build(catalog, environment, set, new ArrayList<>());
    }

    private Summary build(RunCatalog catalog, Environment environment, TargetSet set, List<String> notes) {
        List<CatalogEntry> transportRuns = catalog.used(RunNames.TRANSPORTS_SIMULATION);
        TransportsSection transports = transportRuns.isEmpty() ? null : TransportsSection.of(transportRuns);
        if (transportRuns.isEmpty()) {
            notes.add("No " + RunNames.TRANSPORTS_SIMULATION + " run found.");
        }
        Optional<CatalogEntry> insertRun = newestOf(RunNames.INSERT_SIMULATION, catalog, notes);
        InsertSection insert = insertRun.map(entry -> InsertSection.of(entry)).orElse(null);
        List<CatalogEntry> hellos = catalog.used(RunNames.HELLO_SIMULATION);
        HelloSection hello = hellos.isEmpty() ? null : HelloSection.of(hellos);
        if (hellos.isEmpty()) {
            notes.add("No " + RunNames.HELLO_SIMULATION + " run found.");
        }
        SummarisedTarget target = catalog.target();
        long older = catalog.entries().stream().filter(entry -> !entry.used() && target.shows(entry)).count();
        catalog.entries().stream().filter(entry -> entry.used() && entry.aborted() != null)
                .forEach(entry -> notes.add("Run " + entry.run().runId() + " (" + entry.run().simulation()
                        + ") was ABORTED: " + entry.aborted() + ". Its figures are shown, marked as from an aborted run."));
        notes.add(0, "Each section uses the newest run of its simulation on target " + target.name() + " (transports:"
                + " of each framing, side by side; hello: of each load model and keep-alive variant; one run may cover"
                + " several); " + older + " older run(s) of it are listed but not summarised.");
        notes.add(1, target.note(catalog.entries()));
        catalog.entries().stream().filter(entry -> entry.used() && entry.record() != null
                        && entry.record().serverUsageSource() != null
                        && !entry.record().serverUsageSource().equals(RunRecord.USAGE_FROM_PROC))
                .forEach(entry -> notes.add("Run " + entry.run().runId() + ": the server's CPU and memory are from its"
                        + " metrics, scraped every second at " + entry.record().serverUsageSource() + " (its processes"
                        + " are out of this machine's sight; memory only where it tells its resident size)."));
        notes.addAll(ScrapeBesideProc.notes(insertRun, hellos, catalog.resultsRoot()));
        List<RunListing> runs = catalog.entries().stream().map(SummaryBuilder::listing).toList();
        CrossCheckSection crossCheck = hello == null ? null : CrossCheckSection.of(hello, hellos);
        List<Metric> metrics = new ArrayList<>(Metrics.of(transports, insert, hello, runs));
        if (crossCheck != null) {
            metrics.addAll(crossCheck.metrics());
        }
        SideBySide sideBySide = set == null ? null : sideBySide(set, catalog, notes);
        if (sideBySide != null) {
            metrics.addAll(sideBySide.metrics());
        }
        PlannedStartSection plannedStart = PlannedStartSection.of(transportRuns, hellos, insertRun.orElse(null));
        if (plannedStart != null) {
            metrics.addAll(plannedStart.metrics());
        }
        return new Summary(Summary.FORMAT, environment, target.name(), notes, runs, catalog.unreadable(), transports,
                insert, hello, crossCheck, metrics, browser(transports, catalog), sideBySide, null, plannedStart);
    }

    private SideBySide sideBySide(TargetSet set, RunCatalog catalog, List<String> notes) {
        Optional<SideBySide> sideBySide = SideBySide.of(set, catalog.entries());
        if (sideBySide.isEmpty()) {
            notes.add("The newest target set (started " + Instant.ofEpochMilli(set.startEpochMillis()) + ", targets "
                    + String.join(", ", set.names()) + ") has runs of fewer than two targets: nothing side by side.");
        }
        return sideBySide.orElse(null);
    }

    private static Optional<TargetSet> newestSet(Path root, List<String> notes) {
        try {
            return TargetSets.under(root).newest();
        } catch (RuntimeException e) {
            LOG.warn("Ignoring the target sets under {}: {}", root, e.getMessage());
            notes.add("The newest target set could not be read (" + e.getMessage() + "): nothing side by side.");
            return Optional.empty();
        }
    }

    private static BrowserSection browser(TransportsSection transports, RunCatalog catalog) {
        if (transports == null) {
            return null;
        }
        return catalog.resultsRoot().flatMap(root -> BrowserSection.of(transports, catalog.entries(),
                BrowserRecords.under(root))).orElse(null);
    }

    private static Optional<CatalogEntry> newestOf(String simulation, RunCatalog catalog, List<String> notes) {
        List<CatalogEntry> newest = catalog.used(simulation);
        if (newest.isEmpty()) {
            notes.add("No " + simulation + " run found.");
            return Optional.empty();
        }
        return Optional.of(newest.get(newest.size() - 1));
    }

    private static RunListing listing(CatalogEntry entry) {
        GatlingRun run = entry.run();
        RunRecord record = entry.record();
        return new RunListing(
                run.runId(),
                run.simulation(),
                entry.variant(),
                Instant.ofEpochMilli(run.runStart()).toString(),
                run.injection().seconds(),
                run.all().count(),
                run.all().ko(),
                entry.used(),
                entry.aborted(),
                entry.hasHtml() ? run.runId() + "/index.html" : null,
                record == null ? null : record.profile(),
                entry.settings(),
                entry.recordKey() == null ? null : entry.recordKey().baseName(),
                record == null ? null : record.target(),
                record == null ? null : record.machine(),
                ServerCostOf.run(entry),
                WindowCosts.injector(entry, run.injection(), run.all().count()),
                run.figures(),
                entry.merge(),
                InjectionLags.of(record));
    }
}
