package loadlab.tomcat.items;

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
        HttpResponse<String> answer = server.send("POST", "/items");

        assertThat(answer.statusCode()).isEqualTo(201);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).matches("\\{\"id\":\"1\",\"item\":\"" + V4_UUID + "\"}");
    }

    @Test
    void countsExactlyTheInsertsAnswered201ConcurrentOnesIncluded() {
        List<CompletableFuture<Integer>> inserts = IntStream.range(0, 40)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> server.send("POST", "/items").statusCode()))
                .toList();
        long created = inserts.stream().map(CompletableFuture::join).filter(status -> status == 201).count();

        assertThat(created).isEqualTo(40);
        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":40}");
    }

    @Test
    void ignoresARequestBody() {
        HttpResponse<String> answer = TestServer.send(HttpRequest.newBuilder(server.uri("/items"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"item\":\"mine\"}"))
                .header("Content-Type", "application/json"));

        assertThat(answer.statusCode()).isEqualTo(201);
        assertThat(answer.body()).doesNotContain("mine");
        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":1}");
    }

    @Test
    void refusesGetItemsWith405NamingPost() {
        HttpResponse<String> answer = server.get("/items");

        assertThat(answer.statusCode()).isEqualTo(405);
        assertThat(answer.headers().firstValue("Allow")).hasValue("POST");
        assertThat(answer.body()).isEqualTo("{\"error\":\"method_not_allowed\",\"message\":\"use POST\"}");
    }
}
