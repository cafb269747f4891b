package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code file} store keeps inserted documents across a server restart. */
class FileStoreRestartTest {
    @TempDir
    Path folder;

    @Test
    void keepsInsertedItemsAcrossRestart() {
        Path file = folder.resolve("store").resolve("x.mv");
        try (EmbeddedServer first = start(file)) {
            assertThat(count(first)).isZero();
            for (int i = 0; i < 3; i++) {
                assertThat(LabHttp.post(first, "/items").statusCode()).isEqualTo(201);
            }
            assertThat(count(first)).isEqualTo(3);
        }
        assertThat(Files.exists(file)).as("store file %s", file).isTrue();

        try (EmbeddedServer second = start(file)) {
            assertThat(count(second)).isEqualTo(3);
            assertThat(LabHttp.post(second, "/items").statusCode()).isEqualTo(201);
            assertThat(count(second)).isEqualTo(4);
        }
    }

    private static EmbeddedServer start(Path file) {
        return ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "lab.store.mode", "file",
                "lab.store.path", file.toString()), Environment.TEST);
    }

    private static long count(EmbeddedServer server) {
        return JsonTrees.parse(LabHttp.get(server, "/items/count").body()).get("count").getLongValue();
    }
}
