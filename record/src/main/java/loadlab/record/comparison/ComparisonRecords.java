package loadlab.record.comparison;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.record.json.Json;

/**
 * Where A/B comparisons live: {@code <results>/comparisons/<startEpochMillis>/}, each holding its record
 * ({@value #RECORD}) and one results folder per round, side and attempt ({@code round-1-A/}, {@code round-1-B/},
 * ..., {@code round-3-A-attempt-2/} when pair 2 was run again), each of which is a results folder as
 * {@code reports/} is: Gatling's run folders and their run records. Apart from the results root's own runs,
 * so the single-run summary never takes a side's run.
 *
 * @param folder {@code <results>/comparisons}
 */
public record ComparisonRecords(Path folder) {
    public static final String FOLDER = "comparisons";
    public static final String RECORD = "comparison.json";
    private static final Pattern NAME = Pattern.compile("\\d+");

    public static ComparisonRecords under(Path resultsRoot) {
        return new ComparisonRecords(resultsRoot.resolve(FOLDER));
    }

    /** The comparison's own folder. */
    public Path folderOf(ComparisonRecord record) {
        return folderOf(record.startEpochMillis());
    }

    /** The folder of the comparison that started then (its baseline's build log goes there before its record). */
    public Path folderOf(long startEpochMillis) {
        return folder.resolve(Long.toString(startEpochMillis));
    }

    /** Gatling's results folder for one round, side and attempt: {@code round-<r>-<A|B>}, then {@code -attempt-2}. */
    public static String runFolderName(int round, ComparisonSide.Label side, int attempt) {
        return "round-" + round + "-" + side + (attempt == 1 ? "" : "-attempt-" + attempt);
    }

    public Path runFolder(ComparisonRecord record, int round, ComparisonSide.Label side, int attempt) {
        return folderOf(record).resolve(runFolderName(round, side, attempt));
    }

    /** One round's interleaved cross-check at one attempt: {@code round-<r>-interleaved.json}, then {@code -attempt-2}. */
    public Path interleavedFile(ComparisonRecord record, int round, int attempt) {
        return folderOf(record).resolve("round-" + round + "-interleaved" + (attempt == 1 ? "" : "-attempt-" + attempt)
                + ".json");
    }

    /** Writes (or rewrites) the record atomically and returns its path. */
    public Path write(ComparisonRecord record) {
        Path file = folderOf(record).resolve(RECORD);
        Json.write(file, record);
        return file;
    }

    /**
     * The comparison that started last among those this lab reads ({@link ComparisonRecord#FORMAT}), if any: a
     * record of an earlier format is passed over, not misread.
     */
    public Optional<ComparisonRecord> newest() {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(child -> NAME.matcher(child.getFileName().toString()).matches())
                    .filter(child -> Files.isRegularFile(child.resolve(RECORD)))
                    .filter(child -> Json.readTree(child.resolve(RECORD)).path("format").asInt() == ComparisonRecord.FORMAT)
                    .max((x, y) -> Long.compare(stamp(x), stamp(y)))
                    .map(child -> Json.read(child.resolve(RECORD), ComparisonRecord.class));
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + folder, e);
        }
    }

    private static long stamp(Path child) {
        return Long.parseLong(child.getFileName().toString());
    }
}
