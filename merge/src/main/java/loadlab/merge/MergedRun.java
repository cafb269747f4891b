package loadlab.merge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import loadlab.record.MergeManifest;
import loadlab.record.RecordFiles;
import loadlab.record.RunRecord;
import loadlab.record.json.Json;

/**
 * A run folder made from several runs of one simulation: the merged {@code simulation.log}
 * ({@link LogMerger}), {@value MergeManifest#FILE}, and the HTML report Gatling's own generator
 * writes from that log. Everything is built in a hidden work folder beside the target and moved
 * into place at the end, so a refusal or a failure leaves nothing behind (not even the target's
 * parent folders, when the merge had to create them). Parts that are not one split ({@link SplitChecks}) are
 * refused the same way, unless the rules pass over the checks they fail (and those checks may be passed over).
 *
 * @param assertionsPassed false when Gatling evaluated the merged run's assertions and one failed
 * @param recordFiles      each part's record files, in the order of {@link MergeResult#parts()}; empty where it has none
 * @param overridden       the checks the parts failed and the rules passed over
 */
public record MergedRun(Path folder, MergeResult result, boolean assertionsPassed,
                        List<Optional<RecordFiles>> recordFiles, List<Mismatch> overridden) {

    public MergedRun {
        recordFiles = List.copyOf(recordFiles);
        overridden = List.copyOf(overridden);
    }

    /** Each part's record, in the order of {@link MergeResult#parts()}; empty where it has none. */
    public List<Optional<RunRecord>> records() {
        return recordsOf(recordFiles);
    }

    private static List<Optional<RunRecord>> recordsOf(List<Optional<RecordFiles>> files) {
        return files.stream().map(part -> part.map(RecordFiles::readRecord)).toList();
    }

    public static final String LOG_FILE = "simulation.log";

    /**
     * The run folders named: each path is a run folder (it holds {@value #LOG_FILE}) or a folder
     * whose run folders are all taken, in name order.
     */
    public static List<Path> runFolders(List<Path> paths) {
        List<Path> runs = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isRegularFile(path.resolve(LOG_FILE))) {
                runs.add(path);
            } else if (Files.isDirectory(path)) {
                try (Stream<Path> children = Files.list(path)) {
                    List<Path> found = children.filter(child -> Files.isRegularFile(child.resolve(LOG_FILE)))
                            .sorted(Comparator.comparing(Path::getFileName)).toList();
                    if (found.isEmpty()) {
                        throw new IllegalArgumentException(path + " is neither a run folder nor holds any"
                                + (isEmpty(path) ? ": it is empty" : ""));
                    }
                    runs.addAll(found);
                } catch (IOException e) {
                    throw new UncheckedIOException("could not list " + path, e);
                }
            } else {
                throw new IllegalArgumentException("no run folder " + path);
            }
        }
        return runs;
    }

    /** Merges the runs into {@code target}, a folder that must not exist yet, if they are one split by the rules. */
    public static MergedRun write(List<Path> runs, Path target, MergeRules rules) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no run to merge");
        }
        Path out = target.toAbsolutePath().normalize();
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " already exists: merge into a new folder");
        }
        List<Path> logs = logs(runs);
        Path created = firstMissing(out.getParent());
        Path work = null;
        boolean done = false;
        try {
            Path parent = Files.createDirectories(out.getParent());
            work = Files.createTempDirectory(parent, "." + out.getFileName() + ".merging-");
            Path run = Files.createDirectory(work.resolve(out.getFileName()));
            MergeResult result = LogMerger.merge(logs, run.resolve(LOG_FILE));
            List<Optional<RecordFiles>> files = MergedRecord.partsOf(result);
            List<Optional<RunRecord>> records = recordsOf(files);
            List<Mismatch> mismatches = SplitChecks.of(result, records);
            List<Mismatch> refused = mismatches.stream()
                    .filter(m -> !m.check().overridable() || !rules.allowed().contains(m.check())).toList();
            if (!refused.isEmpty()) {
                throw new MergeRefusedException(SplitChecks.refusal(refused));
            }
            Json.write(run.resolve(MergeManifest.FILE), Manifests.of(result, records, mismatches));
            int status = GatlingReports.generate(work, run.getFileName().toString());
            if (status != GatlingReports.OK && status != GatlingReports.ASSERTIONS_FAILED) {
                throw new IllegalStateException("Gatling's report generator exited with status " + status);
            }
            Files.move(run, out, StandardCopyOption.ATOMIC_MOVE);
            done = true;
            return new MergedRun(out, result, status == GatlingReports.OK, files, mismatches);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + out, e);
        } finally {
            deleteTree(done || created == null ? work : created);
        }
    }

    private static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> children = Files.list(folder)) {
            return children.findAny().isEmpty();
        }
    }

    /** The outermost folder of {@code folder}'s path that does not exist yet, or null when it exists. */
    private static Path firstMissing(Path folder) {
        Path missing = null;
        for (Path path = folder; path != null && !Files.exists(path); path = path.getParent()) {
            missing = path;
        }
        return missing;
    }

    private static List<Path> logs(List<Path> runs) {
        Set<Path> seen = new HashSet<>();
        List<Path> logs = new ArrayList<>();
        for (Path run : runs) {
            Path log = run.resolve(LOG_FILE);
            if (!Files.isRegularFile(log)) {
                throw new MergeRefusedException(run + " holds no " + LOG_FILE);
            }
            Path real;
            try {
                real = log.toRealPath();
            } catch (IOException e) {
                throw new UncheckedIOException("could not read " + log, e);
            }
            if (!seen.add(real)) {
                throw new MergeRefusedException(run + " is named twice: its requests would count twice");
            }
            logs.add(log);
        }
        return logs;
    }

    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> tree = Files.walk(root)) {
            for (Path path : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not remove the work folder " + root, e);
        }
    }
}
