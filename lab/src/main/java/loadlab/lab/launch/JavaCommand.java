package loadlab.lab.launch;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a command line needs to run a Java module of this project as a process of its own: the java
 * of this JVM, and the module's classpath from its build output (its classes plus the runtime
 * classpath its pom writes to target/classpath.txt in process-classes; `mvn gatling:test` builds no jar).
 */
public final class JavaCommand {
    private JavaCommand() {
    }

    /** The java that runs this JVM, so a started server gets the same runtime as Gatling. */
    public static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The classpath of the module (e.g. {@code server}) under the project root. */
    public static String classpath(Path root, String module) {
        Path classes = root.resolve(module).resolve("target/classes");
        Path classpathFile = root.resolve(module).resolve("target/classpath.txt");
        if (!Files.isDirectory(classes) || !Files.isRegularFile(classpathFile)) {
            throw new ServerStartException(module + "/ is not built (" + classpathFile
                    + " is missing). Run mvn gatling:test from the project root, which builds it"
                    + " first, or run mvn -pl " + module + " -am process-classes; or pass -DbaseUrl=http://host:port"
                    + " to drive a server that is already running.");
        }
        try {
            return classes + File.pathSeparator + Files.readString(classpathFile).trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
