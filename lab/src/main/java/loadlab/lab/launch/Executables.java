package loadlab.lab.launch;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/** Finds a program the way a shell does: the first executable file of that name in a PATH folder. */
public final class Executables {

    private Executables() {
    }

    /** In this JVM's PATH, the one a {@link ProcessBuilder} started with the bare name uses. */
    public static Optional<Path> onPath(String name) {
        return in(System.getenv("PATH"), name);
    }

    static Optional<Path> in(String path, String name) {
        if (path == null || path.isBlank()) {
            return Optional.empty();
        }
        return Arrays.stream(path.split(File.pathSeparator))
                .filter(folder -> !folder.isBlank())
                .map(folder -> Path.of(folder, name))
                .filter(file -> Files.isRegularFile(file) && Files.isExecutable(file))
                .findFirst();
    }
}
