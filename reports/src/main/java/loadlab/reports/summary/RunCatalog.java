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
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.GatlingRunReader;
import loadlab.reports.json.Json;
import loadlab.reports.merge.MergeManifest;
import loadlab.reports.gatling.UnreadableRunException;
import loadlab.reports.sidecar.SidecarFiles;
import loadlab.reports.sidecar.RunSidecar;
import loadlab.reports.sidecar.Sidecars;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every run folder under a reports root (a folder holding {@code simulation.log}), read and paired
 * with its sidecar; the newest run of each simulation (and hello variant) is marked as the one the
 * summary uses. Older runs stay listed.
 */
public final class RunCatalog {
    private static final Logger LOG = LoggerFactory.getLogger(RunCatalog.class);

    private final List<CatalogEntry> entries;
    private final List<UnreadableRun> unreadable;
    private final Path reportsRoot;

    private RunCatalog(List<CatalogEntry> entries, List<UnreadableRun> unreadable, Path reportsRoot) {
        this.entries = List.copyOf(entries);
        this.unreadable = List.copyOf(unreadable);
        this.reportsRoot = reportsRoot;
    }

    public static RunCatalog scan(Path reportsRoot, GatlingRunReader reader, Conventions conventions) {
        List<GatlingRun> runs = new ArrayList<>();
        List<UnreadableRun> unreadable = new ArrayList<>();
        for (Path folder : runFolders(reportsRoot)) {
            try {
                runs.add(reader.read(folder));
            } catch (UnreadableRunException e) {
                LOG.warn("Skipping run {}", e.getMessage());
                unreadable.add(new UnreadableRun(folder.getFileName().toString(), e.reason()));
            }
        }
        Map<String, SidecarFiles> sidecars =
                new SidecarMatcher(conventions).match(runs, Sidecars.under(reportsRoot).list());
        List<CatalogEntry> entries = new ArrayList<>();
        for (GatlingRun run : runs) {
            SidecarFiles files = sidecars.get(run.runId());
            var sidecar = files == null ? null : orNull(files::readSidecar, files.json());
            var usage = files == null ? null : orNull(files::readUsage, files.usageCsv());
            var injector = files == null ? null : orNull(files::readInjector, files.injectorCsv());
            String variant = conventions.variant(run, sidecar == null ? Map.of() : sidecar.settings());
            boolean html = Files.isRegularFile(reportsRoot.resolve(run.runId()).resolve("index.html"));
            Path manifest = reportsRoot.resolve(run.runId()).resolve(MergeManifest.FILE);
            MergeManifest merge = Files.isRegularFile(manifest)
                    ? orNull(() -> Json.read(manifest, MergeManifest.class), manifest) : null;
            RepeatFigures repeats = repeats(run, sidecar, reportsRoot.resolve(run.runId()), conventions);
            entries.add(new CatalogEntry(run, files == null ? null : files.key(), sidecar, usage, injector, variant, false,
                    html, merge, repeats));
        }
        return new RunCatalog(markNewest(entries), unreadable, reportsRoot);
    }

    /** A catalog of entries already read; marks the newest of each simulation and (hello) variant. */
    static RunCatalog of(List<CatalogEntry> entries, List<UnreadableRun> unreadable) {
        return new RunCatalog(markNewest(entries), unreadable, null);
    }

    /** The same catalog with only the runs kept, the newest of each simulation marked again among them. */
    public RunCatalog only(Predicate<CatalogEntry> keep) {
        return new RunCatalog(markNewest(entries.stream().filter(keep).toList()), unreadable, reportsRoot);
    }

    /** The folder scanned, where records beside the sidecars are found; empty for a catalog built in memory. */
    public Optional<Path> reportsRoot() {
        return Optional.ofNullable(reportsRoot);
    }

    /** Every run, oldest first. */
    public List<CatalogEntry> entries() {
        return entries;
    }

    public List<UnreadableRun> unreadable() {
        return unreadable;
    }

    /**
     * The runs the summary uses for a simulation: the newest of each variant, by variant. A hello
     * run that covers several variants is listed when it is the newest of at least one.
     */
    public List<CatalogEntry> newest(String simulation) {
        return entries.stream()
                .filter(entry -> entry.newest() && entry.run().simulation().equals(simulation))
                .sorted(Comparator.comparing(CatalogEntry::variant))
                .toList();
    }

    private static List<Path> runFolders(Path reportsRoot) {
        if (!Files.isDirectory(reportsRoot)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(reportsRoot)) {
            return children.filter(Files::isDirectory).filter(GatlingRunReader::isRunFolder).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + reportsRoot, e);
        }
    }

    /** The run's repeats; none (and a warning) when its log cannot be cut: the run's other figures stand. */
    private static RepeatFigures repeats(GatlingRun run, RunSidecar sidecar, Path folder, Conventions conventions) {
        try {
            return RepeatFigures.of(run, sidecar, folder, conventions);
        } catch (RuntimeException e) {
            LOG.warn("Run {}: repeats not shown, its log could not be cut at them: {}", run.runId(), e.getMessage());
            return RepeatFigures.NONE;
        }
    }

    private static <T> T orNull(Supplier<T> read, Path file) {
        try {
            return read.get();
        } catch (RuntimeException e) {
            LOG.warn("Ignoring unreadable sidecar file {}: {}", file, e.getMessage());
            return null;
        }
    }

    private static List<CatalogEntry> markNewest(List<CatalogEntry> entries) {
        Map<String, CatalogEntry> newest = new HashMap<>();
        for (CatalogEntry entry : entries) {
            for (String variant : Conventions.variants(entry.variant())) {
                newest.merge(entry.run().simulation() + "/" + variant, entry,
                        (a, b) -> a.run().runStart() >= b.run().runStart() ? a : b);
            }
        }
        return entries.stream()
                .sorted(Comparator.comparingLong(entry -> entry.run().runStart()))
                .map(entry -> entry.asNewest(newest.containsValue(entry)))
                .toList();
    }
}
