package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
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
        HttpResponse<String> answer = server.get(path);

        assertThat(answer.statusCode()).isEqualTo(400);
        assertThat(answer.body()).contains("\"error\":\"bad_request\"");
    }

    @Test
    void refusesAWebSocketHandshakeThatIsNotAGetWith405() {
        RawConnection.Answer answer = handshake("POST", "/ws", "Sec-WebSocket-Version: 13\r\nContent-Length: 0\r\n");

        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.header("Allow")).isEqualTo("GET");
        assertThat(answer.body()).contains("\"error\":\"method_not_allowed\"");
    }

    @Test
    void refusesAWebSocketUpgradeToAPathWithoutAnEndpointWith404() {
        RawConnection.Answer answer = handshake("GET", "/socket", "Sec-WebSocket-Version: 13\r\n");

        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.body()).isEqualTo("{\"error\":\"not_found\",\"message\":\"no such endpoint\"}");
    }

    @Test
    void refusesAnUnsupportedWebSocketVersionWith426NamingVersion13AsJson() {
        RawConnection.Answer answer = handshake("GET", "/ws", "Sec-WebSocket-Version: 8\r\n");

        assertThat(answer.status()).isEqualTo(426);
        assertThat(answer.header("Sec-WebSocket-Version")).isEqualTo("13");
        assertThat(answer.header("Content-Type")).isEqualTo("application/json");
        assertThat(answer.body()).contains("\"error\":\"bad_request\"");
    }

    @Test
    void refusesAHandshakeWithoutAKeyWith400Json() {
        RawConnection.Answer answer;
        try (RawConnection connection = new RawConnection(server.port())) {
            answer = connection.send("GET /ws HTTP/1.1\r\nHost: lab\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Version: 13\r\n\r\n").readAnswer();
        }

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.body()).isEqualTo("{\"error\":\"bad_request\",\"message\":\"the request is not valid HTTP/1.1\"}");
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
