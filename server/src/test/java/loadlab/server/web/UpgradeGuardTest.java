package loadlab.server.web;

import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LogCapture;
import loadlab.server.support.RawHttp;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/**
 * WebSocket upgrade requests that cannot be completed are answered at once with the contract's
 * 400 JSON. Micronaut 4.10 left each of these unanswered (the connection hung until the idle
 * timeout) and logged an ERROR with a stack trace.
 */
@MicronautTest(transactional = false)
class UpgradeGuardTest {
    private static final String V13 = "Sec-WebSocket-Version: 13";
    private static final String KEY = "Sec-WebSocket-Key: a2V5a2V5a2V5a2V5a2V5a2V5";

    @Inject
    EmbeddedServer server;

    @Test
    void answersUndecodableQueryOnFreshSocketWithBadQuery() throws IOException {
        assertRefused(upgrade("GET /ws/fresh?idx=%ZZ HTTP/1.1", V13, KEY), "bad_query");
    }

    @Test
    void answersUnsupportedVersionWithBadRequest() throws IOException {
        assertRefused(upgrade("GET /ws HTTP/1.1", "Sec-WebSocket-Version: 99", KEY), "bad_request");
    }

    @Test
    void answersMissingVersionWithBadRequest() throws IOException {
        assertRefused(upgrade("GET /ws HTTP/1.1", KEY), "bad_request");
    }

    @Test
    void answersMissingKeyWithBadRequest() throws IOException {
        assertRefused(upgrade("GET /ws/fresh?idx=1 HTTP/1.1", V13), "bad_request");
    }

    @Test
    void answersUpgradeByPostAsPlainRequest() throws IOException {
        RawHttp.Response response = upgrade("POST /ws HTTP/1.1", V13,
                KEY, "Content-Length: 0");

        assertThat(response.status()).isBetween(400, 499);
        assertNoStackTrace(response.body());
    }

    @Test
    void logsNoErrorForRefusedUpgrades() throws IOException {
        try (LogCapture logs = LogCapture.start()) {
            upgrade("GET /ws/fresh?idx=%ZZ HTTP/1.1", V13, KEY);
            upgrade("GET /ws HTTP/1.1", "Sec-WebSocket-Version: 99", KEY);
            upgrade("GET /ws HTTP/1.1");

            assertThat(logs.atLeast(Level.ERROR)).isEmpty();
        }
    }

    @Test
    void stillUpgradesWellFormedRequests() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws/fresh?idx=3&size=2")) {
            assertThat(socket.read().text()).startsWith("{\"event\":\"you_have_data\",\"idx\":3,");
        }
    }

    private RawHttp.Response upgrade(String requestLine, String... headers) throws IOException {
        List<String> head = new ArrayList<>(List.of(requestLine, "Host: 127.0.0.1", "Upgrade: websocket", "Connection: Upgrade"));
        head.addAll(List.of(headers));
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            return http.send(head.toArray(String[]::new)).read();
        }
    }

    private static void assertRefused(RawHttp.Response response, String code) {
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.header("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        assertNoStackTrace(response.body());
        JsonNode body = JsonTrees.parse(response.body());
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        assertThat(body.get("error").getStringValue()).isEqualTo(code);
    }
}
