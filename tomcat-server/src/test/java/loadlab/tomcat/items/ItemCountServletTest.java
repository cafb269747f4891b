package loadlab.tomcat.items;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ItemCountServletTest {
    @RegisterExtension
    final TestServer server = TestServer.inMemory();

    @Test
    void countsZeroBeforeAnyInsert() {
        HttpResponse<String> answer = server.get("/items/count");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).isEqualTo("{\"count\":0}");
    }

    @Test
    void countsTheDocumentsStoredNow() {
        server.send("POST", "/items");
        server.send("POST", "/items");

        assertThat(server.get("/items/count").body()).isEqualTo("{\"count\":2}");
    }

    @Test
    void refusesPostToTheCountWith405NamingGetAndHead() {
        HttpResponse<String> answer = server.send("POST", "/items/count");

        assertThat(answer.statusCode()).isEqualTo(405);
        assertThat(answer.headers().firstValue("Allow")).hasValue("GET, HEAD");
    }
}
