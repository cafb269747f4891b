package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Against a repository made for the test: two commits, so HEAD~1 and HEAD differ. */
class GitTest {
    @TempDir
    Path repository;
    private String first;
    private String second;

    @BeforeEach
    void twoCommits() throws IOException, InterruptedException {
        git("init", "-q");
        Files.writeString(repository.resolve("file.txt"), "one\n");
        git("add", "file.txt");
        git("-c", "user.name=lab", "-c", "user.email=lab@example.invalid", "commit", "-q", "-m", "first");
        first = output("rev-parse", "HEAD");
        Files.writeString(repository.resolve("file.txt"), "two\n");
        git("-c", "user.name=lab", "-c", "user.email=lab@example.invalid", "commit", "-q", "-am", "second");
        second = output("rev-parse", "HEAD");
    }

    @Test
    void aRefIsResolvedToItsFullSha() {
        assertThat(new Git(repository).commitOf("HEAD~1")).isEqualTo(first).hasSize(40);
    }

    @Test
    void aRefThatNamesNoCommitIsRefusedNamingIt() {
        assertThatThrownBy(() -> new Git(repository).commitOf("no-such-branch"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-Dagainst=no-such-branch names no commit");
    }

    @Test
    void headIsMarkedDirtyOnlyWhenATrackedFileChanged() throws IOException {
        assertThat(new Git(repository).describeHead()).isEqualTo(second);
        Files.writeString(repository.resolve("untracked.txt"), "new\n");
        assertThat(new Git(repository).describeHead()).isEqualTo(second);

        Files.writeString(repository.resolve("file.txt"), "three\n");

        assertThat(new Git(repository).describeHead()).isEqualTo(second + "+dirty");
    }

    @Test
    void aWorktreeHoldsTheCommitAsItWas() throws IOException {
        Path worktree = repository.resolve("target/against").resolve(first);

        new Git(repository).addWorktree(worktree, first);

        assertThat(worktree.resolve("file.txt")).hasContent("one");
    }

    @Test
    void outsideACheckoutHeadIsUnknown(@TempDir Path elsewhere) {
        assertThat(new Git(elsewhere).describeHead()).isNull();
    }

    private void git(String... arguments) throws IOException, InterruptedException {
        output(arguments);
    }

    private String output(String... arguments) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", repository.toString()));
        command.addAll(List.of(arguments));
        Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(git.getInputStream().readAllBytes()).trim();
        assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(git.exitValue()).as(text).isZero();
        return text;
    }
}
