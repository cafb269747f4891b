package loadlab.tomcat.ops;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;

import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** In memory here; MongoItemStoreTest and UnreachableDatabaseTest cover UP and DOWN with MongoDB. */
class HealthServletTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @Test
    void reportsHealthUpWithTheInMemoryStore() {
        assertThatAnswer(server.get("/health")).hasStatus(200).hasHeader("Content-Type", "application/json")
                .body().isEqualTo("{\"status\":\"UP\",\"database\":\"memory\"}");
    }

    @Test
    void refusesPostWith405() {
        assertThatAnswer(server.send("POST", "/health")).hasStatus(405);
    }
}
