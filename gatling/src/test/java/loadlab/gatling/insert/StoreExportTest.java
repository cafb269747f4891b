package loadlab.gatling.insert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import loadlab.lab.launch.BaseUrl;
import loadlab.gatling.support.FakeItemServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreExportTest {
    private static final String ITEM = "0b0c7a4e-6c6f-4e55-9a9b-2f6d8f0c1e2a";

    @TempDir
    Path dir;

    @Test
    void keepsTheExportGzippedAsTheServerSentIt() throws IOException {
        Path file = dir.resolve("records/run-export.ndjson.gz");
        try (FakeItemServer server = FakeItemServer.holding(ITEM)) {
            StoreExport.fetch(BaseUrl.parse(server.baseUrl()), file);
        }

        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .isEqualTo("{\"id\":\"1\",\"item\":\"" + ITEM + "\"}\n{\"count\":1}\n");
        }
    }

    @Test
    void anAnswerOtherThan200IsAnErrorNamingItsStatus() {
        try (FakeItemServer server = FakeItemServer.holding()) {
            BaseUrl missing = BaseUrl.parse(server.baseUrl() + "/no-such-prefix");

            assertThatThrownBy(() -> StoreExport.fetch(missing, dir.resolve("export.ndjson.gz")))
                    .hasMessageStartingWith("GET /items/export answered 404");
        }
    }
}
