package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertFramed;
import static loadlab.server.support.ContractAssertions.assertJsonAnswer;
import static loadlab.server.support.ContractAssertions.assertPayload;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.http.HttpResponse;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "AJAX transport": {@code GET /ajax?idx=N&size=S} answered as JSON. */
@Contract(Claim.AJAX)
class AjaxTest {
    @Test
    void answersJsonWithIdxAndMessage(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=42&size=100");

        assertAjaxBody(assertJsonAnswer(response, 200), 42, 100);
    }

    @Test
    void writesIdxThenMessageAsTheContractShows(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=7&size=3");

        assertThat(response.body()).matches("\\{\"idx\":7,\"message\":\"[A-Za-z0-9]{3}\"}");
    }

    @Test
    void defaultsToSize4096(ContractServer server) {
        assertAjaxBody(JsonTrees.parse(LabHttp.get(server, "/ajax?idx=1").body()), 1, 4096);
    }

    @Test
    void defaultsToIdxZero(ContractServer server) {
        assertAjaxBody(JsonTrees.parse(LabHttp.get(server, "/ajax").body()), 0, 4096);
    }

    @Test
    void acceptsSizeZero(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=3&size=0");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"idx\":3,\"message\":\"\"}");
    }

    @Test
    void acceptsLargestSize(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=4&size=1048576");

        assertThat(response.statusCode()).isEqualTo(200);
        assertFramed(response);
        assertPayload(JsonTrees.parse(response.body()).get("message").getStringValue(), 1048576);
    }

    @Test
    void acceptsLargestIdx(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=9007199254740992&size=1");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(JsonTrees.parse(response.body()).get("idx").getLongValue()).isEqualTo(1L << 53);
    }

    @Test
    void sendsFreshPayloadOnEveryExchange(ContractServer server) {
        String first = JsonTrees.parse(LabHttp.get(server, "/ajax?idx=1&size=64").body()).get("message").getStringValue();
        String second = JsonTrees.parse(LabHttp.get(server, "/ajax?idx=1&size=64").body()).get("message").getStringValue();

        assertThat(first).isNotEqualTo(second);
    }

    @Test
    void allowsAnyOriginByDefault(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&size=1");

        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("*");
    }

    @Test
    void servesCrossOriginRequestOnLoopbackWithOneAllowOriginHeader(ContractServer server) {
        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, "/ajax?idx=5&size=8")
                .header("Origin", "https://lab.example.org").GET().build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("*");
        assertThat(JsonTrees.parse(response.body()).get("idx").getLongValue()).isEqualTo(5);
    }

    /** Contract, "AJAX transport": {@code {"idx":N,"message":"<size random characters>"}}, fields in that order. */
    static void assertAjaxBody(JsonNode body, long idx, int size) {
        assertThat(JsonTrees.fieldNames(body)).containsExactly("idx", "message");
        assertThat(body.get("idx").getLongValue()).isEqualTo(idx);
        assertPayload(body.get("message").getStringValue(), size);
    }
}
