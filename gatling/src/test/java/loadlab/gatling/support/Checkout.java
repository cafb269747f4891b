package loadlab.gatling.support;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.lab.launch.JavaCommand;
import loadlab.record.RunRecord;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.json.Json;

/** This checkout, for the tests that start its servers or run its simulations for real. */
public final class Checkout {
    private Checkout() {
    }

    /** The project root: three levels above this module's test classes (gatling/target/test-classes). */
    public static Path root() {
        try {
            Path testClasses = Path.of(Checkout.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return testClasses.getParent().getParent().getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the test classes are not in a folder", e);
        }
    }

    /**
     * A simulation run as the Gatling plugin forks it (this test's classpath, the knobs as -D), its runs,
     * run records and server logs in {@code results}, its output in {@code results/<simulation>.log}.
     */
    public static Process gatling(String simulation, Path results, String... knobs) throws IOException {
        List<String> command = new ArrayList<>(List.of(JavaCommand.javaBinary(), GatlingRunReader.JVM_OPTION,
                "-cp", System.getProperty("java.class.path"), "-Dlab.root=" + root(), "-Dlab.results=" + results,
                // No live figures unless a test asks (a knob given later wins): runs need no fixed port of this machine.
                "-DliveMetrics=off"));
        command.addAll(List.of(knobs));
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", "loadlab.gatling." + simulation,
                "--results-folder", results.toString()));
        Files.createDirectories(results);
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output(simulation, results).toFile())
                .start();
    }

    /** {@link #gatling} to its end, stopped after {@code bound}; its exit code (Gatling's: 0 when every assertion held). */
    public static int gatlingToEnd(String simulation, Path results, Duration bound, String... knobs)
            throws IOException, InterruptedException {
        Process gatling = gatling(simulation, results, knobs);
        if (!gatling.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
            gatling.descendants().forEach(ProcessHandle::destroyForcibly);
            gatling.destroyForcibly();
            gatling.waitFor();
        }
        return gatling.exitValue();
    }

    /** Where {@link #gatling} writes the run's output. */
    public static Path output(String simulation, Path results) {
        return results.resolve(simulation + ".log");
    }

    /** The file's text, or why there is none (for assertion messages). */
    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(no output: " + e + ")";
        }
    }

    /** The record of the one run of {@code simulation} under {@code results}. */
    public static RunRecord record(Path results, String simulation) throws IOException {
        try (Stream<Path> files = Files.list(results.resolve("records"))) {
            Path file = files.filter(path -> path.getFileName().toString().matches(simulation + "-\\d+\\.json"))
                    .findFirst().orElseThrow(() -> new AssertionError("no record of " + simulation + " in " + results));
            return Json.read(file, RunRecord.class);
        }
    }

    /** The simulation.log of the one run under {@code results}. */
    public static Path simulationLog(Path results) throws IOException {
        try (Stream<Path> logs = Files.walk(results)) {
            return logs.filter(path -> path.getFileName().toString().equals("simulation.log")).findFirst()
                    .orElseThrow(() -> new AssertionError("no simulation.log in " + results));
        }
    }
}
