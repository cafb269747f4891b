package loadlab.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GitCommitTest {
    private static final String HASH = "0123456789abcdef0123456789abcdef01234567";

    @Test
    void branchHeadIsReadFromItsLooseRef(@TempDir Path repo) throws IOException {
        Path git = gitDir(repo, "ref: refs/heads/main\n");
        Files.createDirectories(git.resolve("refs/heads"));
        Files.writeString(git.resolve("refs/heads/main"), HASH + "\n");
        assertThat(GitCommit.fromFiles(Files.createDirectories(repo.resolve("reports")))).contains(HASH);
    }

    @Test
    void branchHeadIsReadFromPackedRefs(@TempDir Path repo) throws IOException {
        Path git = gitDir(repo, "ref: refs/heads/main\n");
        Files.writeString(git.resolve("packed-refs"), "# pack-refs with: peeled\n" + HASH + " refs/heads/main\n");
        assertThat(GitCommit.fromFiles(repo)).contains(HASH);
    }

    @Test
    void detachedHeadIsTheCommitItself(@TempDir Path repo) throws IOException {
        gitDir(repo, HASH + "\n");
        assertThat(GitCommit.fromFiles(repo)).contains(HASH);
    }

    @Test
    void repositoryWithoutCommitsHasNone(@TempDir Path repo) throws IOException {
        gitDir(repo, "ref: refs/heads/main\n");
        assertThat(GitCommit.fromFiles(repo)).isEmpty();
    }

    @Test
    void cleanCheckoutIsNotDirty(@TempDir Path repo) throws Exception {
        committedRepository(repo);
        assertThat(GitCommit.dirty(repo, List.of())).contains(false);
    }

    @Test
    void changedOrNewFilesMakeItDirty(@TempDir Path repo) throws Exception {
        committedRepository(repo);
        Files.writeString(repo.resolve("tracked.txt"), "changed\n");
        assertThat(GitCommit.dirty(repo, List.of())).contains(true);

        git(repo, "checkout", "--", "tracked.txt");
        Files.writeString(repo.resolve("new.txt"), "new\n");
        assertThat(GitCommit.dirty(repo, List.of())).contains(true);
    }

    @Test
    void excludedAndIgnoredFilesDoNotCount(@TempDir Path repo) throws Exception {
        committedRepository(repo);
        Files.createDirectories(repo.resolve("ci"));
        Files.writeString(repo.resolve("ci/baseline.json"), "{}\n");
        Files.createDirectories(repo.resolve("target"));
        Files.writeString(repo.resolve("target/run.log"), "ignored\n");
        assertThat(GitCommit.dirty(repo, List.of("ci/baseline.json"))).contains(false);
    }

    @Test
    void outsideACheckoutNobodyKnows(@TempDir Path folder) {
        assertThat(GitCommit.dirty(folder, List.of())).isEmpty();
    }

    /** A repository with one commit holding tracked.txt and a .gitignore of target/; skipped without git. */
    @Test
    void aCommitBakedIntoTheImageIsAFullShaAndNothingElse() {
        String sha = "0123456789abcdef0123456789abcdef01234567";

        assertThat(GitCommit.baked(sha)).contains(sha);
        assertThat(GitCommit.baked(" " + sha + "\n")).contains(sha);
        assertThat(GitCommit.baked("unknown")).isEmpty();
        assertThat(GitCommit.baked(null)).isEmpty();
    }

    private static void committedRepository(Path repo) throws Exception {
        Files.writeString(repo.resolve("tracked.txt"), "tracked\n");
        Files.writeString(repo.resolve(".gitignore"), "target/\n");
        git(repo, "init", "-q");
        git(repo, "add", ".");
        git(repo, "-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "one");
    }

    private static void git(Path repo, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process git;
        try {
            git = new ProcessBuilder(command).directory(repo.toFile()).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.abort("git is not installed: " + e.getMessage());
            return;
        }
        String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(git.exitValue()).as(command + ": " + output).isZero();
    }

    private static Path gitDir(Path repo, String head) throws IOException {
        Path git = Files.createDirectories(repo.resolve(".git"));
        Files.writeString(git.resolve("HEAD"), head);
        return git;
    }
}
