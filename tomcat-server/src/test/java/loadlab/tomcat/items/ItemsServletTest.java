package loadlab.tomcat.items;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The insert and count rules with the in-memory store (no MONGODB_URI); MongoItemStoreTest repeats them on MongoDB. */
class ItemsServletTest {
    static final String V4_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    @RegisterExtension
    final TestServer server = TestServer.inMemory();

    @Test
    void answersAnInsertWith201TheDocumentIdAndAV4Uuid() {
        assertThatAnswer(server.send("POST", "/items")).hasStatus(201).hasHeader("Content-Type", "application/json")
                .body().matches("\\{\"id\":\"1\",\"item\":\"" + V4_UUID + "\"}");
    }

    @Test
    void countsExactlyTheInsertsAnswered201ConcurrentOnesIncluded() {
        assertThat(createdOfConcurrentInserts(server, 40)).isEqualTo(40);
        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":40}");
    }

    @Test
    void ignoresARequestBody() {
        HttpResponse<String> answer = TestServer.send(HttpRequest.newBuilder(server.uri("/items"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"item\":\"mine\"}"))
                .header("Content-Type", "application/json"));

        assertThatAnswer(answer).hasStatus(201).body().doesNotContain("mine");
        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":1}");
    }

    @Test
    void refusesGetItemsWith405NamingPost() {
        assertThatAnswer(server.get("/items")).hasStatus(405).hasHeader("Allow", "POST")
                .body().isEqualTo("{\"error\":\"method_not_allowed\",\"message\":\"use POST\"}");
    }

    /** Sends {@code inserts} {@code POST /items} at once and counts the ones answered 201. */
    static long createdOfConcurrentInserts(TestServer server, int inserts) {
        List<CompletableFuture<Integer>> sent = IntStream.range(0, inserts)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> server.send("POST", "/items").statusCode()))
                .toList();
        return sent.stream().map(CompletableFuture::join).filter(status -> status == 201).count();
    }
}
