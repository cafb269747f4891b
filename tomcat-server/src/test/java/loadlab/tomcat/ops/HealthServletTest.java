package loadlab.tomcat.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** In memory here; MongoItemStoreTest and UnreachableDatabaseTest cover UP and DOWN with MongoDB. */
class HealthServletTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @Test
    void reportsHealthUpWithTheInMemoryStore() {
        HttpResponse<String> answer = server.get("/health");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).isEqualTo("{\"status\":\"UP\",\"database\":\"memory\"}");
    }

    @Test
    void refusesPostWith405() {
        assertThat(server.send("POST", "/health").statusCode()).isEqualTo(405);
    }
}
