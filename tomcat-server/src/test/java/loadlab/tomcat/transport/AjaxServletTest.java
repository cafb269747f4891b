package loadlab.tomcat.transport;

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

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).matches("\\{\"idx\":7,\"message\":\"[A-Za-z0-9]{12}\"}");
        assertThat(answer.headers().firstValue("Content-Length")).hasValue(Integer.toString(answer.body().length()));
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
        HttpResponse<String> answer = server.get("/ajax?idx=2&size=5&callback=jQuery.cb_1$");

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("text/javascript");
        assertThat(answer.body()).matches("jQuery\\.cb_1\\$\\(\\{\"idx\":2,\"message\":\"[A-Za-z0-9]{5}\"}\\);");
    }

    @Test
    void refusesACallbackWithAScriptTagAsJsonWithoutEchoingIt() {
        HttpResponse<String> answer = server.get("/ajax?callback=%3Cscript%3Ealert(1)%3C/script%3E");

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(answer.body()).startsWith("{\"error\":\"bad_callback\",\"message\":\"").doesNotContain("script", "alert");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1abc", "a..b", "a.", "a-b", "a%20b",
        "x0123456789012345678901234567890123456789012345678901234567890123"})
    void refusesCallbacksThatAreNotDottedIdentifiersOrLongerThan64Characters(String callback) {
        HttpResponse<String> answer = server.get("/ajax?callback=" + callback);

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("\"error\":\"bad_callback\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "abc", "1.5", "1e3", "", "+1", "9007199254740993", "12345678901234567"})
    void refusesBadIdxValuesWith400BadIdx(String idx) {
        HttpResponse<String> answer = server.get("/ajax?idx=" + idx);

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body())
                .isEqualTo("{\"error\":\"bad_idx\",\"message\":\"idx must be an integer from 0 to 9007199254740992\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "abc", "2.0", "", "1048577", "99999999", "123456789"})
    void refusesBadSizeValuesWith400BadSize(String size) {
        HttpResponse<String> answer = server.get("/ajax?size=" + size);

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).isEqualTo("{\"error\":\"bad_size\",\"message\":\"size must be an integer from 0 to 1048576\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"idx=%ZZ", "idx=%C3%28", "size=%"})
    void refusesAQueryThatCannotBeDecodedWith400BadQuery(String query) {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("GET /ajax?" + query + " HTTP/1.1\r\nHost: lab\r\n\r\n").readAnswer();

            assertThat(answer.status()).isEqualTo(400);
            assertThat(answer.header("Access-Control-Allow-Origin")).isEqualTo(ORIGIN);
            assertThat(answer.body()).isEqualTo("{\"error\":\"bad_query\",\"message\":\"the query string cannot be decoded\"}");
        }
    }

    @Test
    void sendsTheConfiguredAllowOriginOnAnswersAndErrors() {
        assertThat(server.get("/ajax?size=1").headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
        assertThat(server.get("/ajax?idx=x").headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
        assertThat(server.send("POST", "/ajax").headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
    }

    @Test
    void answersACorsPreflightWithTheAllowedMethodsAndTheRequestedHeaders() {
        HttpResponse<String> answer = TestServer.send(HttpRequest.newBuilder(server.uri("/ajax"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", ORIGIN)
                .header("Access-Control-Request-Method", "GET")
                .header("Access-Control-Request-Headers", "x-lab-run"));

        assertThat(answer.statusCode()).isEqualTo(204);
        assertThat(answer.headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
        assertThat(answer.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, OPTIONS");
        assertThat(answer.headers().firstValue("Access-Control-Allow-Headers")).hasValue("x-lab-run");
    }

    @Test
    void refusesPostWith405NamingTheMethods() {
        HttpResponse<String> answer = server.send("POST", "/ajax");

        assertThat(answer.statusCode()).isEqualTo(405);
        assertThat(answer.headers().firstValue("Allow")).hasValue("GET, HEAD, OPTIONS");
        assertThat(answer.body()).contains("\"error\":\"method_not_allowed\"");
    }
}
