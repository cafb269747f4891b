package loadlab.tomcat.items;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The export rules with the in-memory store; MongoItemStoreTest repeats them on MongoDB. */
class ItemExportServletTest {
    @RegisterExtension
    final TestServer server = TestServer.inMemory();

    @Test
    void listsNothingButTheCountOfAnEmptyStore() {
        assertThatAnswer(server.get("/items/export")).hasStatus(200).hasHeader("Content-Type", "application/x-ndjson")
                .body().isEqualTo("{\"count\":0}\n");
    }

    @Test
    void listsEachInsertAsIts201NamedItThenTheCount() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            created.add(server.send("POST", "/items").body() + "\n");
        }

        assertThatAnswer(server.get("/items/export")).hasStatus(200)
                .body().isEqualTo(String.join("", created) + "{\"count\":3}\n");
    }

    @Test
    void streamsAStoreLargerThanAnyBufferInChunks() {
        assertThat(ItemsServletTest.createdOfConcurrentInserts(server, 2000)).isEqualTo(2000);

        String body = server.get("/items/export").body();

        assertThat(server.get("/items/export").headers().firstValue("Transfer-Encoding")).hasValue("chunked");
        List<String> lines = List.of(body.split("\n"));
        assertThat(lines).hasSize(2001).doesNotHaveDuplicates().last().isEqualTo("{\"count\":2000}");
        assertThat(lines.subList(0, 2000)).allMatch(line -> line.matches(
                "\\{\"id\":\"\\d+\",\"item\":\"" + ItemsServletTest.V4_UUID + "\"}"));
    }

    @Test
    void refusesPostWith405NamingGet() {
        assertThatAnswer(server.send("POST", "/items/export")).hasStatus(405).hasHeader("Allow", "GET");
    }
}
