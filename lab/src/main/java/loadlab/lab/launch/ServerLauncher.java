package loadlab.lab.launch;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a server (or the store beside it) as a separate OS process: starts it with its output in a
 * log file, waits until it is ready (its health URL answers 200, or its port accepts), and stops it
 * and its children (destroy, then destroyForcibly) when asked, when it fails to come up, or when this
 * JVM shuts down, so no process outlives the run.
 */
public final class ServerLauncher {
    private static final Logger LOG = LoggerFactory.getLogger(ServerLauncher.class);
    private static final Duration POLL = Duration.ofMillis(200);
    private static final Duration GRACE = Duration.ofSeconds(10);
    private static final int TAIL_LINES = 20;

    private final LaunchSpec spec;
    private final Thread shutdownHook = new Thread(this::stop, "server-launcher-shutdown");
    private final AtomicReference<Process> process = new AtomicReference<>();

    public ServerLauncher(List<String> command, URI health, Path log, Duration startTimeout) {
        this(LaunchSpec.of(command, Readiness.http(health), log, startTimeout));
    }

    public ServerLauncher(LaunchSpec spec) {
        this.spec = spec;
    }

    /** Starts the process and returns once it is ready; throws (process gone) otherwise. */
    public void start() {
        Process started;
        try {
            Files.createDirectories(spec.log().toAbsolutePath().getParent());
            ProcessBuilder builder = new ProcessBuilder(spec.command())
                    .redirectErrorStream(true)
                    .redirectOutput(spec.log().toFile());
            if (spec.directory() != null) {
                builder.directory(spec.directory().toFile());
            }
            builder.environment().putAll(spec.environment());
            started = builder.start();
        } catch (IOException e) {
            throw ServerStartException.couldNotRun(spec.command().get(0), e);
        }
        if (!process.compareAndSet(null, started)) {
            started.destroyForcibly();
            throw new IllegalStateException("already started");
        }
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        LOG.info("Started pid {}, waiting for {} (log: {})", started.pid(), spec.readiness().describe(), spec.log());
        awaitHealthy(started);
    }

    /**
     * Calls {@code listener} with the exit code and the end of the log if the process exits while
     * running, i.e. not through {@link #stop()}.
     *
     * @return completes once the process has exited and its exit was judged: the listener has been
     *         called by then if the exit was unexpected, and will not be called otherwise
     */
    public CompletionStage<Void> onUnexpectedExit(Consumer<String> listener) {
        Process running = process.get();
        if (running == null) {
            throw new IllegalStateException("not running");
        }
        return running.onExit().thenAccept(gone -> {
            if (process.get() == gone) {
                listener.accept("the server (pid " + gone.pid() + ") exited with code " + gone.exitValue()
                        + "; see " + spec.log() + tail());
            }
        });
    }

    /** Stops the process if it runs; safe to call more than once. */
    public void stop() {
        Process running = process.getAndSet(null);
        if (running == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // Called from the hook itself: nothing to remove.
        }
        // Waiting must work even when the caller was interrupted; the flag is restored below.
        boolean interrupted = Thread.interrupted();
        try {
            terminate(running);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public boolean isRunning() {
        Process running = process.get();
        return running != null && running.isAlive();
    }

    /** The running process: sampled for the run's record, and checked gone after stop() in tests. */
    public Optional<ProcessHandle> handle() {
        return Optional.ofNullable(process.get()).map(Process::toHandle);
    }

    public Path log() {
        return spec.log();
    }

    private void awaitHealthy(Process started) {
        long deadline = System.nanoTime() + spec.startTimeout().toNanos();
        String awaited = spec.readiness().describe();
        while (true) {
            if (process.get() != started) {
                throw new ServerStartException("server stopped while starting (JVM shutting down?)");
            }
            if (!started.isAlive()) {
                int code = started.exitValue();
                stop();
                throw new ServerStartException("server exited with code " + code
                        + " before " + awaited + "; see " + spec.log() + tail());
            }
            if (spec.readiness().ready()) {
                LOG.info("Up: {}", awaited);
                return;
            }
            if (System.nanoTime() > deadline) {
                stop();
                throw new ServerStartException("no " + awaited + " within "
                        + spec.startTimeout().toSeconds() + " s; server stopped; see " + spec.log() + tail());
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop();
                throw ServerStartException.interrupted("waiting for " + awaited, e);
            }
        }
    }

    /** The end of the server log, so a CI failure shows why without opening the file. */
    private String tail() {
        try {
            List<String> lines = Files.readAllLines(spec.log());
            List<String> last = lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size());
            return last.isEmpty() ? "" : "\n--- last lines of the server log ---\n" + String.join("\n", last);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static void terminate(Process running) {
        ChildProcess.stop(running);
        if (!waitFor(running, GRACE)) {
            LOG.warn("Server pid {} ignored SIGTERM for {} s; killing it", running.pid(), GRACE.toSeconds());
            ChildProcess.kill(running);
            if (!waitFor(running, GRACE)) {
                LOG.error("Server pid {} is still alive after SIGKILL", running.pid());
                return;
            }
        }
        LOG.info("Stopped server pid {} (exit code {})", running.pid(), running.exitValue());
    }

    private static boolean waitFor(Process process, Duration timeout) {
        try {
            return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }
}
