package loadlab.lab.targets;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import loadlab.lab.launch.ChildProcess;
import loadlab.lab.launch.JavaCommand;

/**
 * One Gatling run in a JVM of its own, as the Gatling Maven plugin forks them (its JVM options, the
 * pom's JVM settings, every system property given to mvn), for the runners that run a simulation
 * more than once in one mvn invocation, which the plugin cannot: a target set and an A/B comparison.
 * Its output is shown on this JVM's.
 */
public final class GatlingFork {
    /** Gatling's exit code when the run's assertions failed (any other non-zero: it broke). */
    public static final int ASSERTIONS_FAILED = 2;
    private static final String GATLING_MAIN = "io.gatling.app.Gatling";
    /**
     * What the Gatling Maven plugin gives every Gatling JVM it forks (its GatlingConstants); {@link #run} adds the
     * pom's heap, collector and Netty leak detection after them.
     */
    private static final List<String> GATLING_JVM_OPTIONS = List.of("-XX:+HeapDumpOnOutOfMemoryError",
            "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12", "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED");

    private final String classpath;

    private GatlingFork(String classpath) {
        this.classpath = classpath;
    }

    /** Forks with the classpath this code runs on: the test classpath exec:java gives it, else this JVM's. */
    public static GatlingFork onThisClasspath() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader instanceof URLClassLoader urls && urls.getURLs().length > 0) {
            return new GatlingFork(Arrays.stream(urls.getURLs()).map(GatlingFork::path)
                    .collect(Collectors.joining(File.pathSeparator)));
        }
        return new GatlingFork(System.getProperty("java.class.path"));
    }

    /**
     * Runs {@code simulationClass} into the results folder and returns Gatling's exit code.
     *
     * @param properties system properties for the run on top of the ones given to mvn (these win)
     */
    public int run(String simulationClass, Map<String, String> properties, Path results)
            throws IOException, InterruptedException {
        return ChildProcess.withOutputShown(command(System.getProperties(), simulationClass, properties, results))
                .start().waitFor();
    }

    /** The command line {@link #run} starts, for a runner that starts it its own way (the bench measures its CPU). */
    public List<String> commandLine(String simulationClass, Map<String, String> properties, Path results) {
        return command(System.getProperties(), simulationClass, properties, results);
    }

    /** The Gatling JVM's command line, with the pom's JVM settings and the given system properties of mvn's. */
    List<String> command(Properties system, String simulationClass, Map<String, String> properties, Path results) {
        List<String> command = new ArrayList<>(List.of(JavaCommand.javaBinary()));
        command.addAll(GATLING_JVM_OPTIONS);
        command.add("-Xms" + system.getProperty("lab.injector.xms", "512m"));
        command.add("-Xmx" + system.getProperty("lab.injector.xmx", "2g"));
        command.add(system.getProperty("lab.injector.gc", "-XX:+UseG1GC"));
        command.add("-Dio.netty.leakDetection.level=" + system.getProperty("lab.injector.leak-detection", "disabled"));
        for (Map.Entry<String, String> property : PropagatedProperties.of(system).entrySet()) {
            if (!properties.containsKey(property.getKey())) {
                command.add("-D" + property.getKey() + "=" + property.getValue());
            }
        }
        properties.forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-cp", classpath, GATLING_MAIN, "-s", simulationClass, "-rf", results.toString()));
        return command;
    }

    private static String path(URL url) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("not a file on the classpath: " + url, e);
        }
    }
}
