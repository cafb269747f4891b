package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.gatling.support.Checkout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ci/server-changed, which CI asks before an A/B comparison's full rounds: against a repository made
 * for the test whose server depends on a module that depends on another, and one module apart.
 */
class ServerChangedScriptTest {
    private static final String CHANGED = "0";
    private static final String ALIKE = "1";

    @TempDir
    Path repository;

    @BeforeEach
    void aCommittedLab() throws IOException, InterruptedException {
        pom("", "loadlab");
        pom("server", "server", "wire");
        pom("wire", "wire", "codec");
        pom("codec", "codec");
        pom("gatling", "gatling", "server");
        write("server/src/main/java/Hello.java", "class Hello {}\n");
        write("server/src/test/java/HelloTest.java", "class HelloTest {}\n");
        write("codec/src/main/java/Codec.java", "class Codec {}\n");
        write("gatling/src/main/java/Suite.java", "class Suite {}\n");
        write("docs/server.md", "# Server\n");
        write(".mvn/maven.config", "-B\n");
        Path script = repository.resolve("ci/server-changed");
        Files.createDirectories(script.getParent());
        Files.copy(Checkout.root().resolve("ci/server-changed"), script, StandardCopyOption.COPY_ATTRIBUTES);
        git("init", "-q");
        git("add", ".");
        git("-c", "user.name=lab", "-c", "user.email=lab@example.invalid", "commit", "-q", "-m", "lab");
    }

    @Test
    void aChangeOnlyToTheSuiteTheDocsOrTheServersTestsLeavesTheServerAlike() throws Exception {
        write("gatling/src/main/java/Suite.java", "class Suite { int faster; }\n");
        write("docs/server.md", "# The server\n");
        write("server/src/test/java/HelloTest.java", "class HelloTest { void more() {} }\n");
        write("server/src/test/java/NewTest.java", "class NewTest {}\n");

        List<String> answer = run("HEAD");

        assertThat(answer.get(0)).isEqualTo(ALIKE);
        assertThat(answer.get(2)).contains("inputs (pom.xml .mvn server wire codec) are the same as at HEAD");
    }

    @Test
    void aChangeInAModuleTheServerDependsOnThroughAnotherChangesIt() throws Exception {
        write("codec/src/main/java/Codec.java", "class Codec { int slower; }\n");

        List<String> answer = run("HEAD");

        assertThat(answer.get(0)).isEqualTo(CHANGED);
        assertThat(answer.get(1)).isEqualTo("codec/src/main/java/Codec.java");
    }

    @Test
    void aNewSourceFileTheParentPomAndMavensSettingsChangeIt() throws Exception {
        write("server/src/main/java/Added.java", "class Added {}\n");
        write("pom.xml", Files.readString(repository.resolve("pom.xml")) + "<!-- a dependency's version -->\n");
        write(".mvn/maven.config", "-B -T1\n");

        List<String> answer = run("HEAD");

        assertThat(answer.get(0)).isEqualTo(CHANGED);
        assertThat(answer.get(1).lines()).containsExactly(".mvn/maven.config", "pom.xml", "server/src/main/java/Added.java");
    }

    @Test
    void aRefThatNamesNoCommitIsAWrongArgument() throws Exception {
        List<String> answer = run("no-such-branch");

        assertThat(answer.get(0)).isEqualTo("2");
        assertThat(answer.get(2)).contains("no-such-branch is not a commit");
    }

    @Test
    void thisRepositorysServerIsReadFromItsOwnPoms() throws Exception {
        Path root = Checkout.root();
        assertThat(Files.readString(root.resolve("server/pom.xml"))).contains("<artifactId>wire</artifactId>");

        List<String> answer = run(root, "HEAD");

        // The answer for HEAD depends on this checkout's uncommitted changes; the inputs read from the poms do not.
        assertThat(answer.get(0)).isIn(CHANGED, ALIKE);
        if (answer.get(0).equals(ALIKE)) {
            assertThat(answer.get(2)).contains("inputs (pom.xml .mvn server wire) are the same as at HEAD");
        }
    }

    /** A module's pom: its parent is the lab's, its dependencies the lab's modules named. */
    private void pom(String module, String artifact, String... dependencies) throws IOException {
        StringBuilder pom = new StringBuilder("<project>\n");
        if (!module.isEmpty()) {
            pom.append("  <parent>\n    <groupId>loadlab</groupId>\n    <artifactId>loadlab</artifactId>\n  </parent>\n");
        }
        pom.append("  <artifactId>").append(artifact).append("</artifactId>\n  <dependencies>\n");
        pom.append("    <dependency>\n      <groupId>org.example</groupId>\n      <artifactId>other</artifactId>\n"
                + "    </dependency>\n");
        for (String dependency : dependencies) {
            pom.append("    <dependency>\n      <groupId>loadlab</groupId>\n      <artifactId>").append(dependency)
                    .append("</artifactId>\n    </dependency>\n");
        }
        pom.append("  </dependencies>\n</project>\n");
        write(module.isEmpty() ? "pom.xml" : module + "/pom.xml", pom.toString());
    }

    private void write(String path, String text) throws IOException {
        Path file = repository.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private List<String> run(String ref) throws IOException, InterruptedException {
        return run(repository, ref);
    }

    /** The exit code, standard output and standard error of ci/server-changed REF in {@code root}. */
    private static List<String> run(Path root, String ref) throws IOException, InterruptedException {
        Path err = Files.createTempFile("server-changed", ".err");
        try {
            Process process = new ProcessBuilder(root.resolve("ci/server-changed").toString(), ref)
                    .directory(root.toFile()).redirectError(err.toFile()).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("ci/server-changed ended").isTrue();
            return List.of("" + process.exitValue(), out, Files.readString(err));
        } finally {
            Files.delete(err);
        }
    }

    private void git(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(repository.toFile()).inheritIO().start();
        assertThat(process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0).as("git %s", command).isTrue();
    }
}
