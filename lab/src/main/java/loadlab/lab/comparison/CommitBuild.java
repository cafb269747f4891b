package loadlab.lab.comparison;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.lab.launch.ChildProcess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reference server of a commit, built in a detached worktree of its own,
 * {@code <root>/target/against/<sha>}, the way {@code mvn gatling:test} builds the working tree's: the
 * server module and what it depends on up to process-classes (its classes and
 * {@code server/target/classpath.txt}), no tests. A worktree that finished building is reused, so a
 * second comparison against the same commit starts at once.
 */
final class CommitBuild {
    private static final Logger LOG = LoggerFactory.getLogger(CommitBuild.class);
    private static final Duration BOUND = Duration.ofMinutes(20);
    /** Written last: a worktree without it was cut short and is built again from scratch. */
    private static final String BUILT = ".loadlab-built";

    private CommitBuild() {
    }

    /** The worktree's root, with its server built; its Maven output goes to {@code log}. */
    static Path of(Path root, String commit, Path log) {
        Path folder = root.resolve("target").resolve("against").resolve(commit);
        if (Files.isRegularFile(folder.resolve(BUILT))) {
            LOG.info("Baseline {}: reusing its build in {}", commit, folder);
            return folder;
        }
        deleteTree(folder);
        new Git(root).addWorktree(folder, commit);
        LOG.info("Baseline {}: building its reference server in {} (log: {})", commit, folder, log);
        maven(folder, log);
        if (!Files.isRegularFile(folder.resolve("server/target/classpath.txt"))) {
            throw new IllegalStateException("the build of " + commit + " wrote no server/target/classpath.txt: does that"
                    + " commit have the reference server? See " + log);
        }
        touch(folder.resolve(BUILT));
        return folder;
    }

    private static void maven(Path folder, Path log) {
        List<String> command = new ArrayList<>(List.of(mavenBinary(), "-B", "-q", "-pl", "server", "-am",
                "process-classes"));
        String repository = System.getProperty("maven.repo.local");
        if (repository != null && !repository.isBlank()) {
            command.add("-Dmaven.repo.local=" + repository);
        }
        try {
            Files.createDirectories(log.getParent());
            Process build = new ProcessBuilder(command).directory(folder.toFile()).redirectInput(ChildProcess.NO_INPUT)
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!build.waitFor(BOUND.toMillis(), TimeUnit.MILLISECONDS)) {
                ChildProcess.kill(build);
                throw new IllegalStateException("building the baseline in " + folder + " took over " + BOUND.toMinutes()
                        + " minutes; see " + log);
            }
            if (build.exitValue() != 0) {
                throw new IllegalStateException("building the baseline in " + folder + " failed (exit code "
                        + build.exitValue() + "): " + String.join(" ", command) + "; see " + log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not run " + String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building the baseline in " + folder, e);
        }
    }

    /** The mvn of the Maven running this (exec:java runs inside it), else the one on the PATH. */
    private static String mavenBinary() {
        String home = System.getProperty("maven.home");
        if (home != null && Files.isExecutable(Path.of(home, "bin", "mvn"))) {
            return Path.of(home, "bin", "mvn").toString();
        }
        return "mvn";
    }

    private static void deleteTree(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not remove the unfinished baseline build " + folder, e);
        }
    }

    private static void touch(Path file) {
        try {
            Files.writeString(file, "built\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
