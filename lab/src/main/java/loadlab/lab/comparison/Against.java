package loadlab.lab.comparison;

import java.nio.file.Path;
import loadlab.lab.launch.BaseUrl;

/**
 * What {@code -Dagainst} names as the baseline (A) of a comparison: a git ref whose reference server
 * is built in a worktree, a server jar, or a server running elsewhere.
 */
public sealed interface Against {

    /** As given on the mvn line, for the record and the page. */
    String given();

    /** A commit of this repository, named any way git understands ({@code HEAD~1}, a sha, a branch, a tag). */
    record GitRef(String given) implements Against {
    }

    /** A reference server jar ({@code server/target/server.jar} of some build). */
    record ServerJar(String given, Path jar) implements Against {
    }

    /** A server the suite does not start, driven as -DbaseUrl drives one; its CPU is not measured. */
    record ServerAt(String given, BaseUrl url) implements Against {
    }

    /**
     * {@code http://} or {@code https://}: a server elsewhere; a name ending in {@code .jar}: a jar (relative to
     * the directory mvn runs in), which must exist; anything else: a git ref, checked when it is built.
     */
    static Against parse(String text) {
        String given = text.trim();
        if (given.isEmpty()) {
            throw new IllegalArgumentException("-Dagainst names the baseline: a git ref, a server jar or http://host:port");
        }
        if (given.startsWith("http://") || given.startsWith("https://")) {
            return new ServerAt(given, BaseUrl.parse(given));
        }
        if (given.endsWith(".jar")) {
            Path jar = Path.of(given).toAbsolutePath().normalize();
            if (!jar.toFile().isFile()) {
                throw new IllegalArgumentException("-Dagainst=" + given + ": no such jar (" + jar + ")");
            }
            return new ServerJar(given, jar);
        }
        return new GitRef(given);
    }
}
