package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertErrorBody;
import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static loadlab.server.support.ContractAssertions.assertShortCode;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.stream.Stream;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Contract, "Errors": bad {@code idx}, {@code size} or {@code callback} is a 400 with the JSON error.
 * The codes the reference server puts in it: {@link AjaxChoicesTest}.
 */
@Contract(Claim.AJAX)
class QueryErrorsTest {
    @ParameterizedTest(name = "rejects {0}")
    @MethodSource("badQueries")
    void rejectsBadQueryWithJsonError(String rule, String query, ContractServer server) {
        assertErrorBody(LabHttp.get(server, "/ajax?" + query), 400);
    }

    /** Queries the contract refuses, each named after the rule it breaks. */
    static Stream<Arguments> badQueries() {
        return Stream.of(
                arguments("non-numeric idx", "idx=abc"),
                arguments("fractional idx", "idx=1.5"),
                arguments("negative idx", "idx=-1"),
                arguments("idx above 2^53", "idx=9007199254740993"),
                arguments("idx beyond the long range", "idx=99999999999999999999999"),
                arguments("empty idx", "idx="),
                arguments("size above one mebibyte", "idx=1&size=1048577"),
                arguments("negative size", "idx=1&size=-1"),
                arguments("non-numeric size", "idx=1&size=big"),
                arguments("callback of 65 characters", "idx=1&callback=" + "c".repeat(65)),
                arguments("callback starting with a digit", "idx=1&callback=1cb"),
                arguments("callback with call syntax", "idx=1&callback=alert(document.cookie)//"));
    }

    @Test
    void rejectsCallbackWithScriptTag(ContractServer server) {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E");

        assertErrorBody(response, 400);
        assertThat(response.body()).doesNotContain("<script", "alert");
    }

    @Test
    void rejectsUndecodableQuery(ContractServer server) throws IOException {
        try (RawHttp http = RawHttp.connect(server)) {
            RawHttp.Response response = http.send(
                    "GET /ajax?idx=%ZZ HTTP/1.1", "Host: 127.0.0.1", "Connection: close").read();

            assertUndecodableQueryRefused(response);
        }
    }

    /** 400 with the contract's JSON error for {@code GET /ajax?idx=%ZZ}, read off the wire; returns the body. */
    static JsonNode assertUndecodableQueryRefused(RawHttp.Response response) {
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.header("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(response.header("Content-Length").or(() -> response.header("Transfer-Encoding"))).isPresent();
        assertNoStackTrace(response.body());
        JsonNode body = JsonTrees.parse(response.body());
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        assertShortCode(body.get("error").getStringValue());
        assertThat(body.get("message").getStringValue()).isNotBlank();
        return body;
    }
}
