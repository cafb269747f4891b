package loadlab.reports.summary;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    private static Path gitDir(Path repo, String head) throws IOException {
        Path git = Files.createDirectories(repo.resolve(".git"));
        Files.writeString(git.resolve("HEAD"), head);
        return git;
    }
}
