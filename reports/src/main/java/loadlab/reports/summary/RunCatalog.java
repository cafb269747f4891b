package loadlab.reports.summary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import loadlab.record.MergeManifest;
import loadlab.record.RecordFiles;
import loadlab.record.RunRecord;
import loadlab.record.RunRecords;
import loadlab.record.gatling.GatlingRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.adapter.run.UnreadableRunException;
import loadlab.record.json.Json;
import loadlab.record.names.RunVariants;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every run folder under a reports root (a folder holding {@code simulation.log}), read and paired
 * with the record that names its run id (Gatling's, the folder's name). Of the runs of one target
 * ({@link SummarisedTarget}), the newest of each simulation (and hello variant, transports framing) is
 * marked as the one the summary uses; older runs and other targets' runs stay listed.
 */
public final class RunCatalog {
    private static final Logger LOG = LoggerFactory.getLogger(RunCatalog.class);

    private final List<CatalogEntry> entries;
    private final List<UnreadableRun> unreadable;
    private final Path resultsRoot;
    private final SummarisedTarget target;

    private RunCatalog(List<CatalogEntry> entries, List<UnreadableRun> unreadable, Path resultsRoot,
            SummarisedTarget target) {
        this.target = target;
        this.entries = markUsed(entries, target);
        this.unreadable = List.copyOf(unreadable);
        this.resultsRoot = resultsRoot;
    }

    public static RunCatalog scan(Path resultsRoot, GatlingRunReader reader) {
        List<GatlingRun> runs = new ArrayList<>();
        List<UnreadableRun> unreadable = new ArrayList<>();
        for (Path folder : runFolders(resultsRoot)) {
            try {
                runs.add(reader.read(folder));
            } catch (UnreadableRunException e) {
                LOG.warn("Skipping run {}", e.getMessage());
                unreadable.add(new UnreadableRun(folder.getFileName().toString(), e.reason()));
            }
        }
        Map<String, RecordFiles> records = RunRecords.under(resultsRoot).byRunId();
        List<CatalogEntry> entries = new ArrayList<>();
        for (GatlingRun run : runs) {
            RecordFiles files = records.get(run.runId());
            var record = files == null ? null : orNull(files::readRecord, files.json());
            var usage = files == null ? null : orNull(files::readUsage, files.usageCsv());
            var injector = files == null ? null : orNull(files::readInjector, files.injectorCsv());
            String variant = RunVariants.of(run, record == null ? Map.of() : record.settings());
            boolean html = Files.isRegularFile(resultsRoot.resolve(run.runId()).resolve("index.html"));
            Path manifest = resultsRoot.resolve(run.runId()).resolve(MergeManifest.FILE);
            MergeManifest merge = Files.isRegularFile(manifest)
                    ? orNull(() -> Json.read(manifest, MergeManifest.class), manifest) : null;
            RepeatFigures repeats = repeats(run, record, resultsRoot.resolve(run.runId()));
            entries.add(new CatalogEntry(run, files == null ? null : files.key(), record, usage, injector, variant, false,
                    html, merge, repeats));
        }
        return new RunCatalog(entries, unreadable, resultsRoot, SummarisedTarget.byDefault(entries));
    }

    /** A catalog of entries already read, of the default target. */
    static RunCatalog of(List<CatalogEntry> entries, List<UnreadableRun> unreadable) {
        return new RunCatalog(entries, unreadable, null, SummarisedTarget.byDefault(entries));
    }

    /** The same runs, those of {@code name} used (named with target=; there may be none). */
    public RunCatalog forTarget(String name) {
        return new RunCatalog(entries, unreadable, resultsRoot, SummarisedTarget.named(name));
    }

    /** The target whose runs the summary uses. */
    public SummarisedTarget target() {
        return target;
    }

    /** How many runs count as each target's (runs naming none as the reference server's), by name. */
    public Map<String, Long> runsByTarget() {
        return SummarisedTarget.runsByTarget(entries);
    }

    /** The same catalog with only the runs kept, of the default target among them, its newest marked again. */
    public RunCatalog only(Predicate<CatalogEntry> keep) {
        List<CatalogEntry> kept = entries.stream().filter(keep).toList();
        return new RunCatalog(kept, unreadable, resultsRoot, SummarisedTarget.byDefault(kept));
    }

    /** The folder scanned, where records beside the records are found; empty for a catalog built in memory. */
    public Optional<Path> resultsRoot() {
        return Optional.ofNullable(resultsRoot);
    }

    /** Every run, oldest first. */
    public List<CatalogEntry> entries() {
        return entries;
    }

    public List<UnreadableRun> unreadable() {
        return unreadable;
    }

    /**
     * The runs the summary uses for a simulation: the target's newest of each variant, by variant. A
     * hello run that covers several variants is listed when it is the newest of at least one.
     */
    public List<CatalogEntry> used(String simulation) {
        return entries.stream()
                .filter(entry -> entry.used() && entry.run().simulation().equals(simulation))
                .sorted(Comparator.comparing(CatalogEntry::variant))
                .toList();
    }

    private static List<Path> runFolders(Path resultsRoot) {
        if (!Files.isDirectory(resultsRoot)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(resultsRoot)) {
            return children.filter(Files::isDirectory).filter(GatlingRunReader::isRunFolder).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + resultsRoot, e);
        }
    }

    /** The run's repeats; none (and a warning) when its log cannot be cut: the run's other figures stand. */
    private static RepeatFigures repeats(GatlingRun run, RunRecord record, Path folder) {
        try {
            return RepeatFigures.of(run, record, folder);
        } catch (RuntimeException e) {
            LOG.warn("Run {}: repeats not shown, its log could not be cut at them: {}", run.runId(), e.getMessage());
            return RepeatFigures.NONE;
        }
    }

    private static <T> T orNull(Supplier<T> read, Path file) {
        try {
            return read.get();
        } catch (RuntimeException e) {
            LOG.warn("Ignoring unreadable record file {}: {}", file, e.getMessage());
            return null;
        }
    }

    private static List<CatalogEntry> markUsed(List<CatalogEntry> entries, SummarisedTarget target) {
        Map<String, CatalogEntry> newest = new HashMap<>();
        for (CatalogEntry entry : entries.stream().filter(target::shows).toList()) {
            for (String variant : RunVariants.split(entry.variant())) {
                newest.merge(entry.run().simulation() + "/" + variant, entry,
                        (a, b) -> a.run().runStart() >= b.run().runStart() ? a : b);
            }
        }
        return entries.stream()
                .sorted(Comparator.comparingLong(entry -> entry.run().runStart()))
                .map(entry -> entry.asUsed(newest.containsValue(entry)))
                .toList();
    }
}
