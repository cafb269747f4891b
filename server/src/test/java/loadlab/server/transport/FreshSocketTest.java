package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static loadlab.server.transport.PersistentSocketTest.assertErrorEvent;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Contract, "WebSocket, fresh connection per exchange", and its 1008 error rule. The reference
 * server's codes, and its answer to a client message: {@link SocketChoicesTest}.
 */
@Contract(Claim.FRESH)
class FreshSocketTest {
    static final int POLICY_VIOLATION = 1008;

    @Test
    void sendsOneMessageRightAfterHandshake(ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh?idx=5&size=100"))) {
            JsonNode answer = JsonTrees.parse(socket.nextText());

            assertThat(JsonTrees.fieldNames(answer)).containsExactly("event", "idx", "data");
            assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
            assertThat(answer.get("idx").getLongValue()).isEqualTo(5);
            assertPayload(answer.get("data").getStringValue(), 100);
        }
    }

    @Test
    void defaultsToIdxZeroAndSize4096(ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh"))) {
            JsonNode answer = JsonTrees.parse(socket.nextText());

            assertThat(answer.get("idx").getLongValue()).isZero();
            assertPayload(answer.get("data").getStringValue(), 4096);
        }
    }

    @Test
    void sendsLargestSize(ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh?idx=1&size=1048576"))) {
            assertPayload(JsonTrees.parse(socket.nextText()).get("data").getStringValue(), 1048576);
        }
    }

    @Test
    void answersClientCloseAfterDataWithNormalClosure(ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh?idx=2&size=8"))) {
            socket.nextText();

            assertThat(socket.closeNormally().code()).isEqualTo(1000);
        }
    }

    @ParameterizedTest(name = "closes with 1008 after an error event for {0}")
    @CsvSource({
        "a non-numeric idx, ?idx=abc&size=8",
        "a negative idx, ?idx=-3",
        "a size above one mebibyte, ?idx=1&size=1048577"})
    void closesWith1008AfterErrorOnBadQuery(String rule, String query, ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh" + query))) {
            assertErrorEvent(socket.nextText());

            assertThat(socket.awaitClose().code()).isEqualTo(POLICY_VIOLATION);
        }
    }

    @Test
    void closesWith1008AfterErrorWhenClientSendsBinary(ContractServer server) {
        try (SocketClient socket = SocketClient.open(server.ws("/ws/fresh?idx=4&size=8"))) {
            socket.nextText();

            socket.sendBinary(new byte[] {1, 2, 3});

            assertErrorEvent(socket.nextText());
            assertThat(socket.awaitClose().code()).isEqualTo(POLICY_VIOLATION);
        }
    }
}
