package loadlab.tomcat.transport;

import static loadlab.tomcat.AnswerAssert.assertThatAnswer;

import loadlab.tomcat.RawConnection;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HandshakeGuardTest {
    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    @ParameterizedTest
    @ValueSource(strings = {"/ws/fresh?idx=%ZZ", "/ws/fresh?size=%C3%28", "/ws?x=%"})
    void refusesAHandshakeWhoseQueryCannotBeDecodedWith400BadQueryAndNoUpgradeHeaders(String target) {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection
                    .send(RawConnection.upgradeRequest("GET", target, "Sec-WebSocket-Version: 13\r\n"))
                    .readAnswer();

            assertThatAnswer(answer).hasStatus(400).hasNoHeader("Sec-WebSocket-Accept")
                    .body().isEqualTo("{\"error\":\"bad_query\",\"message\":\"the query string cannot be decoded\"}");
        }
    }
}
