package loadlab.lab.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import loadlab.lab.launch.BaseUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AgainstTest {
    @TempDir
    Path folder;

    @Test
    void anHttpUrlIsAServerElsewhere() {
        assertThat(Against.parse(" http://10.0.0.5:8080 "))
                .isEqualTo(new Against.ServerAt("http://10.0.0.5:8080", BaseUrl.parse("http://10.0.0.5:8080")));
    }

    @Test
    void anExistingJarIsAServerJar() throws IOException {
        Path jar = Files.writeString(folder.resolve("server.jar"), "not really a jar");

        assertThat(Against.parse(jar.toString())).isEqualTo(new Against.ServerJar(jar.toString(), jar));
    }

    @Test
    void aJarThatIsNotThereIsRefusedAtOnce() {
        assertThatThrownBy(() -> Against.parse(folder.resolve("missing.jar").toString()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no such jar");
    }

    @Test
    void anythingElseIsAGitRef() {
        assertThat(Against.parse("HEAD~1")).isEqualTo(new Against.GitRef("HEAD~1"));
        assertThat(Against.parse("origin/main")).isEqualTo(new Against.GitRef("origin/main"));
    }

    @Test
    void nothingIsRefusedWithWhatItTakes() {
        assertThatThrownBy(() -> Against.parse("  ")).hasMessageContaining("a git ref, a server jar or http://host:port");
    }
}
