package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.tomcat.RawConnection;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HandshakeGuardTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.inMemory();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/ws/fresh?idx=%ZZ", "/ws/fresh?size=%C3%28", "/ws?x=%"})
    void refusesAHandshakeWhoseQueryCannotBeDecodedWith400BadQueryAndNoUpgradeHeaders(String target) {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection.send("GET " + target + " HTTP/1.1\r\nHost: lab\r\nUpgrade: websocket\r\n"
                    + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                    .readAnswer();

            assertThat(answer.status()).isEqualTo(400);
            assertThat(answer.header("Sec-WebSocket-Accept")).isNull();
            assertThat(answer.body()).isEqualTo("{\"error\":\"bad_query\",\"message\":\"the query string cannot be decoded\"}");
        }
    }
}
