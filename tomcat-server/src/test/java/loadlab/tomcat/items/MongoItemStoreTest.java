package loadlab.tomcat.items;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Date;
import loadlab.tomcat.Settings;
import loadlab.tomcat.TestServer;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** /items and /health with MONGODB_URI set, against mongo-java-server started here. */
class MongoItemStoreTest {
    private MongoServer mongo;
    private String uri;
    private TestServer server;

    @BeforeEach
    void start() {
        mongo = new MongoServer(new MemoryBackend());
        mongo.bind(Settings.HOST, 0);
        InetSocketAddress address = mongo.getLocalAddress();
        uri = "mongodb://" + Settings.HOST + ":" + address.getPort() + "/lab";
        server = TestServer.with(new Settings(0, uri, "*", Duration.ofSeconds(10))).start();
    }

    @AfterEach
    void stop() {
        server.close();
        mongo.shutdownNow();
    }

    @Test
    void answersAnInsertWith201TheObjectIdAndAV4Uuid() {
        assertThatAnswer(server.send("POST", "/items")).hasStatus(201)
                .body().matches("\\{\"id\":\"[0-9a-f]{24}\",\"item\":\"" + ItemsServletTest.V4_UUID + "\"}");
    }

    @Test
    void storesItemAndCreatedAtInTheItemsCollectionOfTheUrisDatabase() {
        String body = server.send("POST", "/items").body();

        try (MongoClient client = MongoClients.create(uri)) {
            MongoCollection<Document> items = client.getDatabase("lab").getCollection("items");
            Document stored = items.find().first();
            assertThat(stored).isNotNull();
            assertThat(body).contains(((ObjectId) stored.get("_id")).toHexString(), stored.getString("item"));
            assertThat(stored.get("createdAt")).isInstanceOf(Date.class);
        }
    }

    @Test
    void countsExactlyTheInsertsAnswered201ConcurrentOnesIncluded() {
        assertThat(ItemsServletTest.createdOfConcurrentInserts(server, 30)).isEqualTo(30);
        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":30}");
    }

    @Test
    void exportsEachInsertAsIts201NamedItThenTheCount() {
        String first = server.send("POST", "/items").body();
        String second = server.send("POST", "/items").body();

        assertThatAnswer(server.get("/items/export")).hasStatus(200).hasHeader("Content-Type", "application/x-ndjson")
                .body().isEqualTo(first + "\n" + second + "\n{\"count\":2}\n");
    }

    @Test
    void reportsHealthUpWithTheDatabaseUp() {
        assertThatAnswer(server.get("/health")).hasStatus(200).body().isEqualTo("{\"status\":\"UP\",\"database\":\"UP\"}");
    }

    @Test
    void namesTheDatabaseInTheListeningDetails() {
        assertThat(server.server().details()).endsWith("items in MongoDB (database lab)");
    }
}
