package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpResponse;
import loadlab.server.support.Json;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;

/** Contract, "Errors": bad {@code idx}, {@code size} or {@code callback} is a 400 with the JSON error. */
@MicronautTest(transactional = false)
class QueryErrorsTest {
    @Inject
    EmbeddedServer server;

    @Test
    void rejectsNonNumericIdx() {
        assertContractError(LabHttp.get(server, "/ajax?idx=abc"), 400, "bad_idx");
    }

    @Test
    void rejectsFractionalIdx() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1.5"), 400, "bad_idx");
    }

    @Test
    void rejectsNegativeIdx() {
        assertContractError(LabHttp.get(server, "/ajax?idx=-1"), 400, "bad_idx");
    }

    @Test
    void rejectsIdxAboveTwoToThe53() {
        assertContractError(LabHttp.get(server, "/ajax?idx=9007199254740993"), 400, "bad_idx");
    }

    @Test
    void rejectsIdxBeyondLongRange() {
        assertContractError(LabHttp.get(server, "/ajax?idx=99999999999999999999999"), 400, "bad_idx");
    }

    @Test
    void rejectsEmptyIdx() {
        assertContractError(LabHttp.get(server, "/ajax?idx="), 400, "bad_idx");
    }

    @Test
    void rejectsSizeAboveOneMebibyte() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&size=1048577"), 400, "bad_size");
    }

    @Test
    void rejectsNegativeSize() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&size=-1"), 400, "bad_size");
    }

    @Test
    void rejectsNonNumericSize() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&size=big"), 400, "bad_size");
    }

    @Test
    void rejectsCallbackWithScriptTag() {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E");

        assertContractError(response, 400, "bad_callback");
        assertThat(response.body()).doesNotContain("<script", "alert");
    }

    @Test
    void rejectsCallbackOf65Characters() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&callback=" + "c".repeat(65)), 400, "bad_callback");
    }

    @Test
    void rejectsCallbackStartingWithDigit() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&callback=1cb"), 400, "bad_callback");
    }

    @Test
    void rejectsCallbackWithCallSyntax() {
        assertContractError(LabHttp.get(server, "/ajax?idx=1&callback=alert(document.cookie)//"), 400, "bad_callback");
    }

    @Test
    void rejectsUndecodableQuery() throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send(
                    "GET /ajax?idx=%ZZ HTTP/1.1", "Host: 127.0.0.1", "Connection: close").read();

            assertThat(response.status()).isEqualTo(400);
            assertThat(response.header("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/json"));
            assertThat(response.header("Content-Length")).isPresent();
            assertNoStackTrace(response.body());
            JsonNode body = Json.parse(response.body());
            assertThat(Json.fieldNames(body)).containsExactly("error", "message");
            assertThat(body.get("error").getStringValue()).isEqualTo("bad_query");
            assertThat(body.get("message").getStringValue()).isNotBlank();
        }
    }
}
