package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoClients;
import com.mongodb.reactivestreams.client.MongoCollection;
import java.nio.file.Path;
import java.util.Map;
import loadlab.server.support.JavaProcess;
import loadlab.server.support.LabHttp;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import reactor.core.publisher.Mono;

/** The embedded store runs as a process of its own, so an outage can be staged. */
class StandaloneStoreTest {
    @TempDir
    Path folder;

    @Test
    void defaultsToLoopbackPort27017AndMemory() {
        StandaloneStore.Options options = StandaloneStore.Options.parse();

        assertThat(options.host()).isEqualTo("127.0.0.1");
        assertThat(options.port()).isEqualTo(27017);
        assertThat(options.config().mode()).isEqualTo(StoreConfig.Mode.MEMORY);
    }

    @Test
    void readsEveryOption() {
        StandaloneStore.Options options = StandaloneStore.Options.parse(
                "--port", "28017", "--mode", "file", "--path", "x/y.mv", "--host", "127.0.0.9");

        assertThat(options).isEqualTo(new StandaloneStore.Options("127.0.0.9", 28017,
                new StoreConfig(StoreConfig.Mode.FILE, "x/y.mv")));
    }

    @Test
    void refusesUnknownOptionsAndBadValues() {
        assertThatThrownBy(() -> StandaloneStore.Options.parse("--prot", "1")).hasMessageContaining("--prot");
        assertThatThrownBy(() -> StandaloneStore.Options.parse("--port", "x")).hasMessageContaining("--port");
        assertThatThrownBy(() -> StandaloneStore.Options.parse("--port", "70000")).hasMessageContaining("--port");
        assertThatThrownBy(() -> StandaloneStore.Options.parse("--mode", "disk")).hasMessageContaining("--mode");
        assertThatThrownBy(() -> StandaloneStore.Options.parse("--path")).hasMessageContaining("missing value");
    }

    @Test
    void fileStoreProcessKeepsDocumentsAcrossSigterm() {
        int port = JavaProcess.freePort();
        Path file = folder.resolve("store.mv");
        try (JavaProcess first = start(port, file)) {
            insert(port, 3);
            first.terminate();

            assertThat(first.awaitExit(JavaProcess.START)).as("exit code after SIGTERM").isIn(0, 143);
            assertThat(first.log()).contains(StandaloneStore.READY, "Standalone store stopped");
        }
        try (JavaProcess second = start(port, file)) {
            assertThat(count(port)).isEqualTo(3);
        }
    }

    private JavaProcess start(int port, Path file) {
        return JavaProcess.start(folder.resolve("store.log"), Map.of(), StandaloneStore.class.getName(),
                "--port", Integer.toString(port), "--mode", "file", "--path", file.toString()).awaitPort(port);
    }

    private static void insert(int port, int documents) {
        try (MongoClient client = MongoClients.create(uri(port))) {
            MongoCollection<Document> items = client.getDatabase(EmbeddedStore.DATABASE).getCollection("items");
            for (int i = 0; i < documents; i++) {
                Mono.from(items.insertOne(new Document("item", "doc-" + i))).block(LabHttp.WAIT);
            }
        }
    }

    private static long count(int port) {
        try (MongoClient client = MongoClients.create(uri(port))) {
            Long count = Mono.from(client.getDatabase(EmbeddedStore.DATABASE).getCollection("items").countDocuments())
                    .block(LabHttp.WAIT);
            return count == null ? -1 : count;
        }
    }

    static String uri(int port) {
        return "mongodb://127.0.0.1:" + port + "/" + EmbeddedStore.DATABASE + "?serverSelectionTimeoutMS=5000";
    }
}
