package loadlab.gatling.server;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadlab.gatling.settings.ServerHeap;

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
     * (instead of a server limping on), so the run fails visibly; its store cap is sized on the same
     * heap, so a full store answers 503 store_full long before that.
     */
    public static List<String> command(Path root, int port, ServerHeap heap) {
        String classpath = classpath(root, "server");
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Xmx" + heap.xmx(), "-XX:+ExitOnOutOfMemoryError"));
        command.addAll(heap.serverProperties());
        command.addAll(List.of(
                "-cp", classpath,
                "-Dmicronaut.server.host=127.0.0.1",
                "-Dmicronaut.server.port=" + port,
                MAIN_CLASS));
        return command;
    }

    /**
     * The classpath of a Java module of this project from its build output: its classes plus the
     * runtime classpath its pom writes to target/classpath.txt in process-classes.
     */
    public static String classpath(Path root, String module) {
        Path classes = root.resolve(module).resolve("target/classes");
        Path classpathFile = root.resolve(module).resolve("target/classpath.txt");
        if (!Files.isDirectory(classes) || !Files.isRegularFile(classpathFile)) {
            throw new ServerStartException(module + "/ is not built (" + classpathFile
                    + " is missing). Run mvn gatling:test from the project root, which builds it"
                    + " first, or run mvn -pl " + module + " -am process-classes; or pass -DbaseUrl=http://host:port"
                    + " to drive a server that is already running.");
        }
        return classes + File.pathSeparator + read(classpathFile);
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
