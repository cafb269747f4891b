package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertErrorBody;
import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static loadlab.server.support.ContractAssertions.assertShortCode;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.Target;
import loadlab.server.support.Json;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;

/**
 * Contract, "Errors": bad {@code idx}, {@code size} or {@code callback} is a 400 with the JSON error.
 * The codes the reference server puts in it: {@link AjaxChoicesTest}.
 */
@Contract(Claim.AJAX)
class QueryErrorsTest {
    private final Target server;

    QueryErrorsTest(Target server) {
        this.server = server;
    }

    @Test
    void rejectsNonNumericIdx() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=abc"), 400);
    }

    @Test
    void rejectsFractionalIdx() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1.5"), 400);
    }

    @Test
    void rejectsNegativeIdx() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=-1"), 400);
    }

    @Test
    void rejectsIdxAboveTwoToThe53() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=9007199254740993"), 400);
    }

    @Test
    void rejectsIdxBeyondLongRange() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=99999999999999999999999"), 400);
    }

    @Test
    void rejectsEmptyIdx() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx="), 400);
    }

    @Test
    void rejectsSizeAboveOneMebibyte() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&size=1048577"), 400);
    }

    @Test
    void rejectsNegativeSize() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&size=-1"), 400);
    }

    @Test
    void rejectsNonNumericSize() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&size=big"), 400);
    }

    @Test
    void rejectsCallbackWithScriptTag() {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E");

        assertErrorBody(response, 400);
        assertThat(response.body()).doesNotContain("<script", "alert");
    }

    @Test
    void rejectsCallbackOf65Characters() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&callback=" + "c".repeat(65)), 400);
    }

    @Test
    void rejectsCallbackStartingWithDigit() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&callback=1cb"), 400);
    }

    @Test
    void rejectsCallbackWithCallSyntax() {
        assertErrorBody(LabHttp.get(server, "/ajax?idx=1&callback=alert(document.cookie)//"), 400);
    }

    @Test
    void rejectsUndecodableQuery() throws IOException {
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
        JsonNode body = Json.parse(response.body());
        assertThat(Json.fieldNames(body)).containsExactly("error", "message");
        assertShortCode(body.get("error").getStringValue());
        assertThat(body.get("message").getStringValue()).isNotBlank();
        return body;
    }
}
