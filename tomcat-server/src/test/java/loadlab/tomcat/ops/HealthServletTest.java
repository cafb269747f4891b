package loadlab.tomcat.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** In memory here; MongoItemStoreTest and UnreachableDatabaseTest cover UP and DOWN with MongoDB. */
class HealthServletTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.inMemory();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

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
