package loadlab.tomcat.transport;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import loadlab.tomcat.RawConnection;
import loadlab.tomcat.Settings;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AjaxServletTest {
    private static final String ORIGIN = "https://lab.example";

    @RegisterExtension
    static final TestServer server = TestServer.with(new Settings(0, null, ORIGIN, Duration.ofSeconds(10)));

    @Test
    void writesIdxThenMessageAsTheContractShows() {
        HttpResponse<String> answer = server.get("/ajax?idx=7&size=12");

        assertThatAnswer(answer).hasStatus(200).hasHeader("Content-Type", "application/json")
                .hasHeader("Content-Length", Integer.toString(answer.body().length()))
                .body().matches("\\{\"idx\":7,\"message\":\"[A-Za-z0-9]{12}\"}");
    }

    @Test
    void defaultsToIdxZeroAnd4096Characters() {
        assertThat(server.get("/ajax").body()).matches("\\{\"idx\":0,\"message\":\"[A-Za-z0-9]{4096}\"}");
    }

    @Test
    void answersSizeZeroTheLargestSizeAndTheLargestIdx() {
        assertThat(server.get("/ajax?size=0").body()).isEqualTo("{\"idx\":0,\"message\":\"\"}");
        assertThat(server.get("/ajax?size=1048576").body()).hasSize(1048576 + "{\"idx\":0,\"message\":\"\"}".length());
        assertThat(server.get("/ajax?idx=9007199254740992&size=1").body()).startsWith("{\"idx\":9007199254740992,");
    }

    @Test
    void sendsAFreshPayloadOnEveryExchange() {
        assertThat(server.get("/ajax?size=64").body()).isNotEqualTo(server.get("/ajax?size=64").body());
    }

    @Test
    void wrapsTheAnswerInAValidJsonpCallbackAsJavascript() {
        assertThatAnswer(server.get("/ajax?idx=2&size=5&callback=jQuery.cb_1$"))
                .hasStatus(200).hasHeader("Content-Type", "text/javascript")
                .body().matches("jQuery\\.cb_1\\$\\(\\{\"idx\":2,\"message\":\"[A-Za-z0-9]{5}\"}\\);");
    }

    @Test
    void refusesACallbackWithAScriptTagAsJsonWithoutEchoingIt() {
        assertThatAnswer(server.get("/ajax?callback=%3Cscript%3Ealert(1)%3C/script%3E"))
                .hasStatus(400).hasHeader("Content-Type", "application/json")
                .body().startsWith("{\"error\":\"bad_callback\",\"message\":\"").doesNotContain("script", "alert");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1abc", "a..b", "a.", "a-b", "a%20b",
        "x0123456789012345678901234567890123456789012345678901234567890123"})
    void refusesCallbacksThatAreNotDottedIdentifiersOrLongerThan64Characters(String callback) {
        assertThatAnswer(server.get("/ajax?callback=" + callback)).hasStatus(400).body().contains("\"error\":\"bad_callback\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "abc", "1.5", "1e3", "", "+1", "9007199254740993", "12345678901234567"})
    void refusesBadIdxValuesWith400BadIdx(String idx) {
        assertThatAnswer(server.get("/ajax?idx=" + idx)).hasStatus(400)
                .body().isEqualTo("{\"error\":\"bad_idx\",\"message\":\"idx must be an integer from 0 to 9007199254740992\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "abc", "2.0", "", "1048577", "99999999", "123456789"})
    void refusesBadSizeValuesWith400BadSize(String size) {
        assertThatAnswer(server.get("/ajax?size=" + size)).hasStatus(400)
                .body().isEqualTo("{\"error\":\"bad_size\",\"message\":\"size must be an integer from 0 to 1048576\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"idx=%ZZ", "idx=%C3%28", "size=%"})
    void refusesAQueryThatCannotBeDecodedWith400BadQuery(String query) {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("GET /ajax?" + query + " HTTP/1.1\r\nHost: lab\r\n\r\n").readAnswer();

            assertThatAnswer(answer).hasStatus(400).hasHeader("Access-Control-Allow-Origin", ORIGIN)
                    .body().isEqualTo("{\"error\":\"bad_query\",\"message\":\"the query string cannot be decoded\"}");
        }
    }

    @Test
    void sendsTheConfiguredAllowOriginOnAnswersAndErrors() {
        assertThatAnswer(server.get("/ajax?size=1")).hasHeader("Access-Control-Allow-Origin", ORIGIN);
        assertThatAnswer(server.get("/ajax?idx=x")).hasHeader("Access-Control-Allow-Origin", ORIGIN);
        assertThatAnswer(server.send("POST", "/ajax")).hasHeader("Access-Control-Allow-Origin", ORIGIN);
    }

    @Test
    void answersACorsPreflightWithTheAllowedMethodsAndTheRequestedHeaders() {
        HttpResponse<String> answer = TestServer.send(HttpRequest.newBuilder(server.uri("/ajax"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", ORIGIN)
                .header("Access-Control-Request-Method", "GET")
                .header("Access-Control-Request-Headers", "x-lab-run"));

        assertThatAnswer(answer).hasStatus(204)
                .hasHeader("Access-Control-Allow-Origin", ORIGIN)
                .hasHeader("Access-Control-Allow-Methods", "GET, OPTIONS")
                .hasHeader("Access-Control-Allow-Headers", "x-lab-run");
    }

    @Test
    void refusesPostWith405NamingTheMethods() {
        assertThatAnswer(server.send("POST", "/ajax")).hasStatus(405).hasHeader("Allow", "GET, HEAD, OPTIONS")
                .body().contains("\"error\":\"method_not_allowed\"");
    }
}
