package loadlab.tomcat.transport;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;
import static org.assertj.core.api.Assertions.assertThat;

import loadlab.tomcat.RawConnection;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UpgradeOnlyServletTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @ParameterizedTest
    @ValueSource(strings = {"/ws", "/ws/fresh"})
    void answersAPlainGetOnAWebSocketPathWith400(String path) {
        assertThatAnswer(server.get(path)).hasStatus(400).body().contains("\"error\":\"bad_request\"");
    }

    @Test
    void refusesAWebSocketHandshakeThatIsNotAGetWith405() {
        assertThatAnswer(handshake("POST", "/ws", "Sec-WebSocket-Version: 13\r\nContent-Length: 0\r\n"))
                .hasStatus(405).hasHeader("Allow", "GET").body().contains("\"error\":\"method_not_allowed\"");
    }

    @Test
    void refusesAWebSocketUpgradeToAPathWithoutAnEndpointWith404() {
        assertThatAnswer(handshake("GET", "/socket", "Sec-WebSocket-Version: 13\r\n")).hasStatus(404)
                .body().isEqualTo("{\"error\":\"not_found\",\"message\":\"no such endpoint\"}");
    }

    @Test
    void refusesAnUnsupportedWebSocketVersionWith426NamingVersion13AsJson() {
        assertThatAnswer(handshake("GET", "/ws", "Sec-WebSocket-Version: 8\r\n")).hasStatus(426)
                .hasHeader("Sec-WebSocket-Version", "13").hasHeader("Content-Type", "application/json")
                .body().contains("\"error\":\"bad_request\"");
    }

    @Test
    void refusesAHandshakeWithoutAKeyWith400Json() {
        RawConnection.Answer answer;
        try (RawConnection connection = new RawConnection(server.port())) {
            answer = connection.send("GET /ws HTTP/1.1\r\nHost: lab\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Version: 13\r\n\r\n").readAnswer();
        }

        assertThatAnswer(answer).hasStatus(400)
                .body().isEqualTo("{\"error\":\"bad_request\",\"message\":\"the request is not valid HTTP/1.1\"}");
    }

    @Test
    void acceptsAWellFormedHandshakeWith101() {
        assertThat(handshake("GET", "/ws", "Sec-WebSocket-Version: 13\r\n").status()).isEqualTo(101);
    }

    @Test
    void servesTheJdkClientsDefaultH2cUpgradeOfferAsPlainHttp11() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("GET /items/count HTTP/1.1\r\nHost: lab\r\n"
                    + "Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\n"
                    + "HTTP2-Settings: AAEAAEAAAAIAAAAAAAMAAAAAAAQBAAAAAAUAAEAAAAYAACAA\r\n\r\n")
                    .readAnswer();

            assertThat(answer.statusLine()).startsWith("HTTP/1.1 200");
            assertThat(answer.body()).startsWith("{\"count\":");
        }
    }

    private static RawConnection.Answer handshake(String method, String path, String more) {
        try (RawConnection connection = new RawConnection(server.port())) {
            return connection.send(RawConnection.upgradeRequest(method, path, more)).readAnswer();
        }
    }
}
