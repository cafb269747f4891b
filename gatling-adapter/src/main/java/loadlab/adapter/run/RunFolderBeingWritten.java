package loadlab.adapter.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Gatling run a simulation's JVM is writing, found from inside that JVM once its run is under way
 * (the simulation's {@code after()}): Gatling names the folder {@code <simulation, lower case>-<run start,
 * yyyyMMddHHmmssSSS>} and tells the simulation neither. Of the folders of that simulation in the results
 * folder, it is the newest one whose {@code simulation.log} was written since the run was stamped and that
 * no record names yet: runs into one results folder follow one another (a JVM runs one simulation; the
 * plugin, a target set and an A/B comparison fork them in turn; each injector of a set has its own folder).
 */
public final class RunFolderBeingWritten {
    private static final String LOG = "simulation.log";

    private RunFolderBeingWritten() {
    }

    /**
     * The run's id (its folder's name), or empty when no such folder exists (the run never started).
     *
     * @param notBefore the epoch millisecond the run was stamped at, before Gatling started it
     * @param claimed   run ids records already name
     */
    public static Optional<String> find(Path resultsRoot, String simulation, long notBefore, Set<String> claimed) {
        if (!Files.isDirectory(resultsRoot)) {
            return Optional.empty();
        }
        Pattern name = Pattern.compile(Pattern.quote(simulation.toLowerCase(Locale.ROOT)) + "-\\d{17}");
        try (Stream<Path> folders = Files.list(resultsRoot)) {
            return folders
                    .filter(folder -> name.matcher(folder.getFileName().toString()).matches())
                    .filter(folder -> !claimed.contains(folder.getFileName().toString()))
                    .filter(folder -> writtenSince(folder.resolve(LOG), notBefore))
                    .max(Comparator.comparing(folder -> folder.getFileName().toString()))
                    .map(folder -> folder.getFileName().toString());
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + resultsRoot, e);
        }
    }

    private static boolean writtenSince(Path log, long notBefore) {
        try {
            return Files.isRegularFile(log) && Files.getLastModifiedTime(log).toMillis() >= notBefore;
        } catch (IOException e) {
            return false;
        }
    }
}
