package loadlab.tomcat.items;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ItemCountServletTest {
    @RegisterExtension
    final TestServer server = TestServer.inMemory();

    @Test
    void countsZeroBeforeAnyInsert() {
        assertThatAnswer(server.get("/items/count")).hasStatus(200).hasHeader("Content-Type", "application/json")
                .body().isEqualTo("{\"count\":0}");
    }

    @Test
    void countsTheDocumentsStoredNow() {
        server.send("POST", "/items");
        server.send("POST", "/items");

        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":2}");
    }

    @Test
    void refusesPostToTheCountWith405NamingGetAndHead() {
        assertThatAnswer(server.send("POST", "/items/count")).hasStatus(405).hasHeader("Allow", "GET, HEAD");
    }
}
