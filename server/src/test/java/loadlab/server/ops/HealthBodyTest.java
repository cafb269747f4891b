package loadlab.server.ops;

import static loadlab.server.support.ContractAssertions.assertContentLength;
import static loadlab.server.support.ContractAssertions.assertJsonAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** The reference server's {@code /health} body (CONTRACT.md, "How the reference server fills in"): the database named. */
@MicronautTest(transactional = false)
class HealthBodyTest {
    @Inject
    EmbeddedServer server;

    @Test
    void answersUpWithEmbeddedStore() {
        HttpResponse<String> response = LabHttp.get(server, "/health");

        JsonNode body = assertJsonAnswer(response, 200);
        assertContentLength(response);
        assertThat(body.get("status").getStringValue()).isEqualTo("UP");
        assertThat(body.get("database").getStringValue()).isEqualTo("UP");
    }
}
