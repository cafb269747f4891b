package loadlab.lab.comparison;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.lab.launch.ChildProcess;

/** The few git commands a comparison needs, run in the project's checkout; a failure says git's own words. */
final class Git {
    private static final long BOUND_SECONDS = 120;
    private final Path checkout;

    Git(Path checkout) {
        this.checkout = checkout;
    }

    /** The full sha of the commit {@code ref} names; refused with git's reason when it names none. */
    String commitOf(String ref) {
        return run("rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}")
                .orElseThrow(why -> new IllegalArgumentException("-Dagainst=" + ref + " names no commit of " + checkout
                        + (why.isBlank() ? "" : ": " + why)));
    }

    /** HEAD's sha, with {@code +dirty} when tracked files differ from it; null outside a git checkout. */
    String describeHead() {
        Result head = run("rev-parse", "--verify", "--quiet", "HEAD");
        if (!head.ok()) {
            return null;
        }
        Result status = run("status", "--porcelain", "--untracked-files=no");
        return head.output() + (status.ok() && !status.output().isEmpty() ? "+dirty" : "");
    }

    /** A detached worktree of {@code commit} at {@code folder} (stale worktree entries pruned first). */
    void addWorktree(Path folder, String commit) {
        run("worktree", "prune").orElseThrow(why -> new IllegalStateException("git worktree prune failed: " + why));
        run("worktree", "add", "--detach", "--force", "--end-of-options", folder.toAbsolutePath().toString(), commit)
                .orElseThrow(why -> new IllegalStateException("git worktree add " + folder + " " + commit + " failed: " + why));
    }

    /** Runs git with its output going to a file, so the bound holds however git behaves on its pipes. */
    private Result run(String... arguments) {
        List<String> command = new ArrayList<>(List.of("git", "-C", checkout.toString()));
        command.addAll(List.of(arguments));
        Path output = null;
        try {
            output = Files.createTempFile("git-", ".out");
            Process git = new ProcessBuilder(command).redirectInput(ChildProcess.NO_INPUT).redirectErrorStream(true)
                    .redirectOutput(output.toFile()).start();
            if (!git.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                return new Result(false, "git " + arguments[0] + " took over " + BOUND_SECONDS + " s");
            }
            return new Result(git.exitValue() == 0, Files.readString(output, StandardCharsets.UTF_8).trim());
        } catch (IOException e) {
            return new Result(false, "could not run git: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running git " + String.join(" ", arguments), e);
        } finally {
            deleteQuietly(output);
        }
    }

    private static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // A temporary file left behind is harmless.
            }
        }
    }

    /** git's output (trimmed) and whether it succeeded. */
    private record Result(boolean ok, String output) {
        <X extends RuntimeException> String orElseThrow(java.util.function.Function<String, X> failure) {
            if (!ok) {
                throw failure.apply(output);
            }
            return output;
        }
    }
}
