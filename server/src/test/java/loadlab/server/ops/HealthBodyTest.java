package loadlab.server.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import loadlab.server.support.ContractAssertions;
import loadlab.server.support.Json;
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

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        ContractAssertions.assertContentLength(response);
        JsonNode body = Json.parse(response.body());
        assertThat(body.get("status").getStringValue()).isEqualTo("UP");
        assertThat(body.get("database").getStringValue()).isEqualTo("UP");
    }
}
