package loadlab.lab.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A preparation step run to its end before a target starts (apt-get, npm ci): its output on this
 * JVM's, bounded in time, and any failure a {@link ServerStartException} that says which command and why.
 */
public final class BoundedCommand {
    private BoundedCommand() {
    }

    /** Runs {@code command} in {@code directory} (null: here) with {@code environment} added; returns once it succeeded. */
    public static void run(List<String> command, Path directory, Map<String, String> environment, Duration bound) {
        String what = String.join(" ", command) + (directory == null ? "" : " in " + directory);
        try {
            ProcessBuilder builder = ChildProcess.withOutputShown(command);
            if (directory != null) {
                builder.directory(directory.toFile());
            }
            builder.environment().putAll(environment);
            Process process = builder.start();
            if (!process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS)) {
                ChildProcess.kill(process);
                throw new ServerStartException(what + " took over " + bound.toMinutes() + " minutes");
            }
            if (process.exitValue() != 0) {
                throw new ServerStartException(what + " failed with exit code " + process.exitValue());
            }
        } catch (IOException e) {
            throw ServerStartException.couldNotRun(what, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ServerStartException.interrupted("running " + what, e);
        }
    }
}
