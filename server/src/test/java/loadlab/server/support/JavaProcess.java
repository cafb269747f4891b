package loadlab.server.support;

import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A class of this module run in a JVM of its own (same java, same class path as the tests), for
 * what must happen to a whole process: SIGKILL of the store, SIGTERM of the server. Its output
 * goes to a log file, shown when a wait fails. The production logback.xml is used, not the tests'.
 */
public final class JavaProcess implements AutoCloseable {
    /** Bound on a JVM start on a busy 2-core machine: a hang fails, it never blocks the build. */
    public static final Duration START = Duration.ofSeconds(60);

    private final Process process;
    private final Path log;

    private JavaProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    public static JavaProcess start(Path log, Map<String, String> systemProperties, String mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(java());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("-Dlogback.configurationFile=" + productionLogback());
        systemProperties.forEach((name, value) -> command.add("-D" + name + "=" + value));
        command.add(mainClass);
        command.addAll(List.of(args));
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            return new JavaProcess(process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + mainClass, e);
        }
    }

    /** Waits until something accepts connections on the loopback port, or fails with the log. */
    public JavaProcess awaitPort(int port) {
        await().atMost(START).pollInterval(Duration.ofMillis(100))
                .failFast(() -> {
                    if (!process.isAlive()) {
                        throw new AssertionError("process exited with " + process.exitValue() + ":\n" + log());
                    }
                })
                .until(() -> accepts(port));
        return this;
    }

    /** SIGTERM on Linux: the JVM runs its shutdown hooks. */
    public void terminate() {
        process.destroy();
    }

    /** SIGKILL: no shutdown hook runs, as when a database host dies. */
    public void kill() {
        process.destroyForcibly();
        awaitExit(START);
    }

    /** Waits for the process to end; fails with the log when it does not within the bound. */
    public int awaitExit(Duration bound) {
        try {
            if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("process still running after " + bound + ":\n" + log());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public String log() {
        try {
            return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "(log unreadable: " + e + ")";
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            try {
                process.waitFor(START.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** A loopback port that was free a moment ago. */
    public static int freePort() {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static boolean accepts(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static String java() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    private static String productionLogback() {
        try {
            return Path.of(JavaProcess.class.getResource("/logback.xml").toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
