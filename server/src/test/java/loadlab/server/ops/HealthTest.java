package loadlab.server.ops;

import static loadlab.server.support.ContractAssertions.assertJsonAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.http.HttpResponse;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Operations": {@code GET /health} while the server and its database are usable. */
@Contract(Claim.HEALTH)
class HealthTest {
    @Test
    void answersUpWhileUsable(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/health");

        JsonNode body = assertJsonAnswer(response, 200);
        assertThat(body.isObject()).isTrue();
        assertThat(body.get("status").getStringValue()).isEqualTo("UP");
    }
}
