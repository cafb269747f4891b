package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NginxConfigTest {
    @TempDir
    Path prefix;

    @Test
    void writesItsConfigurationForThePortIntoItsOwnFolder() throws IOException {
        Path config = NginxConfig.write("nginx.conf", prefix, 41234);

        String text = Files.readString(config);
        assertThat(config.getParent()).isEqualTo(prefix);
        assertThat(text).contains("listen 127.0.0.1:41234").contains("pid " + prefix + "/nginx.pid")
                .contains("worker_processes 1;").doesNotContain("@");
        assertThat(prefix.resolve("tmp")).isDirectory();
    }
}
