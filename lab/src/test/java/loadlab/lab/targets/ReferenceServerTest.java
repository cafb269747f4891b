package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.launch.ServerStartException;
import loadlab.lab.settings.ServerHeap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReferenceServerTest {

    @TempDir
    Path root;

    @Test
    void runsTheApplicationFromClassesAndTheWrittenClasspath() throws Exception {
        Path classes = Files.createDirectories(root.resolve("server/target/classes"));
        String jars = "/m2/a.jar" + File.pathSeparator + "/m2/b.jar";
        Files.writeString(root.resolve("server/target/classpath.txt"), jars + "\n");

        List<String> command = ReferenceServer.command(root, 43210, ServerHeap.of("256m", 0));

        assertThat(command).containsExactly(
                JavaCommand.javaBinary(),
                "-Xmx256m",
                "-XX:+ExitOnOutOfMemoryError",
                "-Dlab.store.capacity.heap-reserve=268435456",
                "-Dlab.store.capacity.document-bytes=" + ServerHeap.DOCUMENT_BYTES,
                "-cp", classes + File.pathSeparator + jars,
                "-Dmicronaut.server.host=127.0.0.1",
                "-Dmicronaut.server.port=43210",
                "loadlab.server.Application");
    }

    @Test
    void runsTheApplicationFromAServerJarWhenGivenOne() throws Exception {
        Path jar = Files.writeString(root.resolve("server.jar"), "a shaded jar");

        List<String> command = ReferenceServer.command(jar, 43210, ServerHeap.of("256m", 0));

        assertThat(command).containsSubsequence("-cp", jar.toString(), "-Dmicronaut.server.host=127.0.0.1")
                .endsWith("loadlab.server.Application");
    }

    @Test
    void usesTheJavaThatRunsTheSuite() {
        assertThat(Path.of(JavaCommand.javaBinary())).startsWith(Path.of(System.getProperty("java.home")));
    }

    @Test
    void explainsWhatToDoWhenTheServerIsNotBuilt() {
        assertThatThrownBy(() -> ReferenceServer.command(root, 1, ServerHeap.of("256m", 0)))
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("classpath.txt")
                .hasMessageContaining("-DbaseUrl");
    }
}
