package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the reference server chooses where the contract's AJAX rules leave it open (CONTRACT.md, "How
 * the reference server fills in"): its error codes, CORS on errors too, and preflights.
 */
@MicronautTest(transactional = false)
class AjaxChoicesTest {
    @Inject
    EmbeddedServer server;

    @ParameterizedTest
    @CsvSource(delimiterString = " -> ", value = {
        "/ajax?idx=abc -> bad_idx",
        "/ajax?idx=1.5 -> bad_idx",
        "/ajax?idx=-1 -> bad_idx",
        "/ajax?idx=9007199254740993 -> bad_idx",
        "/ajax?idx=99999999999999999999999 -> bad_idx",
        "/ajax?idx= -> bad_idx",
        "/ajax?idx=1&size=1048577 -> bad_size",
        "/ajax?idx=1&size=-1 -> bad_size",
        "/ajax?idx=1&size=big -> bad_size",
        "/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E -> bad_callback",
        "/ajax?idx=1&callback=ccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc -> bad_callback",
        "/ajax?idx=1&callback=1cb -> bad_callback",
        "/ajax?idx=1&callback=alert(document.cookie)// -> bad_callback"
    })
    void namesWhatWasWrongInItsErrorCode(String pathAndQuery, String code) {
        assertContractError(LabHttp.get(server, pathAndQuery), 400, code);
    }

    @Test
    void answersUndecodableQueryWithBadQuery() throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send(
                    "GET /ajax?idx=%ZZ HTTP/1.1", "Host: 127.0.0.1", "Connection: close").read();

            assertThat(response.header("Content-Length")).isPresent();
            assertThat(QueryErrorsTest.assertUndecodableQueryRefused(response).get("error").getStringValue())
                    .isEqualTo("bad_query");
        }
    }

    @Test
    void allowsOriginOnRejectionsToo() {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=-1");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("*");
    }

    @Test
    void answersPreflight() {
        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, "/ajax")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", "https://lab.example.org")
                .header("Access-Control-Request-Method", "GET")
                .header("Access-Control-Request-Headers", "x-requested-with")
                .build());

        assertThat(response.statusCode()).isBetween(200, 204);
        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("*");
        assertThat(response.headers().firstValue("Access-Control-Allow-Methods")).hasValueSatisfying(
                methods -> assertThat(methods).contains("GET"));
        assertThat(response.headers().firstValue("Access-Control-Allow-Headers")).hasValue("x-requested-with");
    }
}
