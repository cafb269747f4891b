package loadlab.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The commit the runs were made from: {@code git rev-parse HEAD}, else the {@code .git} folder read
 * by hand (a CI image without git), else {@value #BAKED} (the lab's image holds no {@code .git} and
 * carries its commit in that variable), else empty (no repository, or no commit yet); and, where git
 * runs, whether the working tree differs from it.
 */
public final class GitCommit {
    private static final Logger LOG = LoggerFactory.getLogger(GitCommit.class);
    private static final Pattern HASH = Pattern.compile("[0-9a-f]{40}([0-9a-f]{24})?");

    private GitCommit() {
    }

    /** The environment variable the lab's image carries its commit in. */
    public static final String BAKED = "LAB_COMMIT";

    public static Optional<String> of(Path directory) {
        return fromGit(directory).or(() -> fromFiles(directory)).or(() -> baked(System.getenv(BAKED)));
    }

    /** A commit baked into an image: a full sha; anything else (unset, "unknown") is no commit. */
    static Optional<String> baked(String value) {
        return Optional.ofNullable(value).map(String::strip).filter(sha -> HASH.matcher(sha).matches());
    }

    static Optional<String> fromGit(Path directory) {
        return git(directory, "rev-parse", "HEAD").filter(out -> HASH.matcher(out).matches());
    }

    /**
     * Whether the working tree under {@code directory} differs from its commit: changed, staged or
     * untracked files (ignored ones do not count), leaving out the {@code excluded} paths (relative to
     * the directory); empty when git cannot say (not installed, not a repository).
     */
    public static Optional<Boolean> dirty(Path directory, List<String> excluded) {
        List<String> command = new ArrayList<>(List.of("status", "--porcelain", "--", "."));
        excluded.forEach(path -> command.add(":(exclude)" + path));
        return git(directory, command.toArray(String[]::new)).map(out -> !out.isEmpty());
    }

    /**
     * {@code git <args>} run in the directory: its trimmed output when it exits 0 within 5 s. The output goes
     * to a file, so the bound holds whatever git writes.
     */
    private static Optional<String> git(Path directory, String... args) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Path output = null;
        try {
            output = Files.createTempFile("git-", ".out");
            Process git = new ProcessBuilder(command)
                    .directory(directory.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .redirectOutput(output.toFile())
                    .start();
            if (!git.waitFor(5, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return Optional.empty();
            }
            return git.exitValue() == 0 ? Optional.of(Files.readString(output, StandardCharsets.UTF_8).trim())
                    : Optional.empty();
        } catch (IOException e) {
            LOG.debug("git not available: {}", e.toString());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (output != null) {
                try {
                    Files.deleteIfExists(output);
                } catch (IOException ignored) {
                    // A temporary file left behind is harmless.
                }
            }
        }
    }

    static Optional<String> fromFiles(Path directory) {
        for (Path dir = directory.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path git = dir.resolve(".git");
            if (Files.isDirectory(git)) {
                return readHead(git);
            }
        }
        return Optional.empty();
    }

    private static Optional<String> readHead(Path git) {
        try {
            String head = Files.readString(git.resolve("HEAD")).trim();
            if (HASH.matcher(head).matches()) {
                return Optional.of(head);
            }
            if (!head.startsWith("ref: ")) {
                return Optional.empty();
            }
            String ref = head.substring("ref: ".length()).trim();
            Path loose = git.resolve(ref);
            if (Files.isRegularFile(loose)) {
                return Optional.of(Files.readString(loose).trim()).filter(h -> HASH.matcher(h).matches());
            }
            Path packed = git.resolve("packed-refs");
            if (Files.isRegularFile(packed)) {
                return Files.readAllLines(packed).stream()
                        .filter(line -> line.endsWith(" " + ref))
                        .map(line -> line.substring(0, line.indexOf(' ')))
                        .filter(h -> HASH.matcher(h).matches())
                        .findFirst();
            }
            return Optional.empty();
        } catch (IOException e) {
            LOG.debug("could not read {}: {}", git, e.toString());
            return Optional.empty();
        }
    }
}
