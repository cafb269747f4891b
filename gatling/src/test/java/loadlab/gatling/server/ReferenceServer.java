package loadlab.gatling.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The command line that runs the reference server from the server module's build output: its
 * classes plus the runtime classpath it writes to server/target/classpath.txt in process-classes.
 */
public final class ReferenceServer {
    public static final String MAIN_CLASS = "loadlab.server.Application";

    private ReferenceServer() {
    }

    /**
     * The server runs with at most {@code heap} of heap; running out ends the process at once
     * (instead of a server limping on), so the run fails visibly.
     */
    public static List<String> command(Path root, int port, String heap) {
        Path classes = root.resolve("server/target/classes");
        Path classpathFile = root.resolve("server/target/classpath.txt");
        if (!Files.isDirectory(classes) || !Files.isRegularFile(classpathFile)) {
            throw new ServerStartException("The reference server is not built (" + classpathFile
                    + " is missing). Run mvn gatling:test from the project root, which builds server/"
                    + " first, or run mvn -pl server -am process-classes; or pass -DbaseUrl=http://host:port"
                    + " to drive a server that is already running.");
        }
        String classpath = classes + File.pathSeparator + read(classpathFile);
        return List.of(
                javaBinary(),
                "-Xmx" + heap,
                "-XX:+ExitOnOutOfMemoryError",
                "-cp", classpath,
                "-Dmicronaut.server.host=127.0.0.1",
                "-Dmicronaut.server.port=" + port,
                MAIN_CLASS);
    }

    /** The java that runs this JVM, so the server gets the same runtime as Gatling. */
    public static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
