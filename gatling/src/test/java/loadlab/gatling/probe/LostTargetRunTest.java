package loadlab.gatling.probe;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.FakeServer;
import loadlab.lab.launch.FreePort;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.launch.ServerLauncher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole Gatling run, in its own JVM as {@code mvn gatling:test} runs it, whose server is killed
 * mid-run: the run stops within seconds (not after its two planned minutes), fails, logs why, and
 * its record says it was aborted and why (and, as every run's, its host and the target's clock offset).
 */
class LostTargetRunTest {
    private static final Duration LOST_AFTER = Duration.ofSeconds(2);
    private static final Duration BOUND = Duration.ofSeconds(30);

    @TempDir
    Path root;

    @Test
    void aRunWhoseServerDiesStopsAtOnceAndSaysWhy() throws Exception {
        ServerLauncher server = fakeServer();
        server.start();
        Process run = gatling(server.log().getParent().resolve("run.log"), BaseUrl.loopback(port).http());
        try {
            awaitRequests(run);
            long killed = System.nanoTime();
            server.handle().orElseThrow().destroyForcibly();

            assertThat(run.waitFor(BOUND.toSeconds(), TimeUnit.SECONDS)).as("the run stopped").isTrue();
            Duration afterKill = Duration.ofNanos(System.nanoTime() - killed);
            assertThat(afterKill).isLessThan(BOUND).isLessThan(Duration.ofSeconds(LostTargetSimulation.PLANNED_SECONDS));
            assertThat(run.exitValue()).as("a lost target fails the run").isNotZero();
            assertThat(output()).contains("Stopping the run: nothing accepted connections at 127.0.0.1:" + port);
            assertThat(record()).contains("\"aborted\"").contains("nothing accepted connections")
                    .as("where the run ran, and the target's clock read from its Date header as the run started")
                    .contains("\"host\" : \"").contains("\"clockOffset\" : {").contains("\"uncertaintyMillis\"");
        } finally {
            run.destroyForcibly();
            server.stop();
        }
    }

    private int port;

    private ServerLauncher fakeServer() throws URISyntaxException {
        port = FreePort.onLoopback();
        Path testClasses = Path.of(FakeServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        return new ServerLauncher(List.of(JavaCommand.javaBinary(), "-cp", testClasses.toString(),
                FakeServer.class.getName(), "healthy", String.valueOf(port)),
                BaseUrl.loopback(port).resolve("/health"), root.resolve("fake.log"), BOUND);
    }

    /** Gatling as the plugin forks it: this test's classpath, the simulation's knobs as -D. */
    private Process gatling(Path log, String baseUrl) throws IOException {
        return new ProcessBuilder(JavaCommand.javaBinary(),
                // As gatling-maven-plugin starts Gatling: it reflects into java.lang.
                "--add-opens=java.base/java.lang=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path"),
                "-Dlab.root=" + root,
                "-DbaseUrl=" + baseUrl,
                "-DtargetLostSeconds=" + LOST_AFTER.toSeconds(),
                "io.gatling.app.Gatling",
                "--simulation", LostTargetSimulation.class.getName(),
                "--results-folder", root.resolve("reports").toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
    }

    /** The run is under way once Gatling reports its first statistics (every 5 s by default). */
    private void awaitRequests(Process run) throws InterruptedException {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (!output().contains("Hello") && run.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(run.isAlive()).as(() -> "the run is going; its output:\n" + output()).isTrue();
        Thread.sleep(2000);
    }

    private String output() {
        try {
            return Files.readString(root.resolve("run.log"));
        } catch (IOException e) {
            return "(no output: " + e + ")";
        }
    }

    private List<Path> recordFiles() {
        Path folder = root.resolve("reports/records");
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private String record() throws IOException {
        Path json = recordFiles().stream().filter(file -> file.toString().endsWith(".json")).findFirst()
                .orElseThrow(() -> new AssertionError("no run record; the run's output:\n" + output()));
        return Files.readString(json);
    }
}
