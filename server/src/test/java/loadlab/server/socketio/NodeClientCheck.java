package loadlab.server.socketio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The Node.js script in {@code src/test/node} with the real {@code socket.io-client}, installed
 * by {@code npm ci} from its lock file into {@code target/socketio-node} (once; again when the lock
 * changes). Node and npm are prerequisites of the build: when either is missing or the install
 * fails, the test fails and says so, it is never skipped. Every process is bounded in time and
 * killed, with its children, when it overruns.
 */
final class NodeClientCheck {
    static final Path SOURCES = Path.of("src", "test", "node");
    static final Path WORK = Path.of("target", "socketio-node");
    static final String SCRIPT = "socketio-client-check.js";
    private static final List<String> FILES = List.of("package.json", "package-lock.json", SCRIPT);
    private static final Duration INSTALL = Duration.ofMinutes(3);
    private static final Duration VERSION = Duration.ofSeconds(30);

    private NodeClientCheck() {
    }

    /** The outcome of one process: exit code and everything it printed (stdout and stderr). */
    record Outcome(int exitCode, String output) {
    }

    /** Checks node (18 or later) and npm, copies the script and installs its packages when needed. */
    static void prepare() throws IOException {
        Outcome node = run(List.of("node", "--version"), Path.of("."), VERSION);
        if (node.exitCode() != 0 || !node.output().trim().matches("v(1[89]|[2-9][0-9])\\..*")) {
            throw new AssertionError("Node.js 18 or later is required on the PATH as `node` for the Socket.IO client test; "
                    + "`node --version` said: " + node.output().trim());
        }
        Files.createDirectories(WORK);
        byte[] lock = Files.readAllBytes(SOURCES.resolve("package-lock.json"));
        Path installedLock = WORK.resolve("node_modules").resolve(".loadlab-installed-lock.json");
        boolean installed = Files.exists(installedLock) && Arrays.equals(Files.readAllBytes(installedLock), lock);
        for (String file : FILES) {
            Files.copy(SOURCES.resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        if (installed) {
            return;
        }
        Outcome install = run(List.of("npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"), WORK, INSTALL);
        if (install.exitCode() != 0) {
            throw new AssertionError("`npm ci` in " + WORK.toAbsolutePath() + " failed (npm and the registry are needed once "
                    + "to install socket.io-client); exit " + install.exitCode() + ":\n" + install.output());
        }
        Files.write(installedLock, lock);
    }

    /** Runs the script against a server; {@code prepare()} first. */
    static Outcome check(String baseUrl, Duration bound, String... args) {
        List<String> command = new ArrayList<>(List.of("node", SCRIPT, baseUrl));
        command.addAll(List.of(args));
        return run(command, WORK, bound);
    }

    private static Outcome run(List<String> command, Path directory, Duration bound) {
        Path log;
        Process process;
        try {
            log = Files.createTempFile("loadlab-node", ".log");
            process = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
        } catch (IOException e) {
            throw new AssertionError("cannot start `" + String.join(" ", command) + "` (is it installed and on the PATH?): "
                    + e, e);
        }
        try {
            if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
                throw new AssertionError("`" + String.join(" ", command) + "` still running after " + bound
                        + "; killed. Output:\n" + read(log));
            }
            return new Outcome(process.exitValue(), read(log));
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } finally {
            try {
                Files.deleteIfExists(log);
            } catch (IOException ignored) {
                // a temp file left behind is harmless
            }
        }
    }

    private static String read(Path log) {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
