package loadlab.record.targets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import loadlab.record.json.Json;

/**
 * Where target sets live: {@code <reports root>/target-sets/<startEpochMillis>.json}, apart from the
 * runs' records so neither is mistaken for the other. The suite writes them; the summary reads the newest.
 *
 * @param folder the folder itself ({@code <reports root>/target-sets}; see {@link #under})
 */
public record TargetSets(Path folder) {
    public static final String FOLDER = "target-sets";
    private static final Pattern NAME = Pattern.compile("\\d+\\.json");

    public static TargetSets under(Path resultsRoot) {
        return new TargetSets(resultsRoot.resolve(FOLDER));
    }

    /** Writes (or rewrites) the set atomically and returns its path. */
    public Path write(TargetSet set) {
        Path file = folder.resolve(set.startEpochMillis() + ".json");
        Json.write(file, set);
        return file;
    }

    /** The set that started last, if any. */
    public Optional<TargetSet> newest() {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> NAME.matcher(file.getFileName().toString()).matches())
                    .max((a, b) -> Long.compare(stamp(a), stamp(b)))
                    .map(file -> Json.read(file, TargetSet.class));
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + folder, e);
        }
    }

    private static long stamp(Path file) {
        String name = file.getFileName().toString();
        return Long.parseLong(name.substring(0, name.length() - ".json".length()));
    }
}
