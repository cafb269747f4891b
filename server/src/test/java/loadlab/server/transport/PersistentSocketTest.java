package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static loadlab.server.support.ContractAssertions.assertShortCode;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Contract, "WebSocket, persistent connection" and its error rules: bad input never closes it. The
 * codes, frame limits and fragments of the reference server: {@link SocketChoicesTest}.
 */
@Contract(Claim.WS)
class PersistentSocketTest {
    private SocketClient socket;

    @BeforeEach
    void connect(ContractServer server) {
        socket = SocketClient.open(server.ws("/ws"));
    }

    @AfterEach
    void disconnect() {
        socket.close();
    }

    @Test
    void answersSendMeDataWithDefaultSizePayload() {
        JsonNode answer = JsonTrees.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":17}").nextText());

        assertThat(JsonTrees.fieldNames(answer)).containsExactly("event", "idx", "data");
        assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
        assertThat(answer.get("idx").getLongValue()).isEqualTo(17);
        assertPayload(answer.get("data").getStringValue(), 4096);
    }

    @Test
    void answersWithRequestedSize() {
        JsonNode answer = JsonTrees.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":2,\"size\":100}").nextText());

        assertThat(answer.get("idx").getLongValue()).isEqualTo(2);
        assertPayload(answer.get("data").getStringValue(), 100);
    }

    @Test
    void answersSizeZeroAndLargestSize() {
        JsonNode empty = JsonTrees.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":1,\"size\":0}").nextText());
        JsonNode largest = JsonTrees.parse(
                socket.sendText("{\"event\":\"send_me_data\",\"idx\":2,\"size\":1048576}").nextText());

        assertPayload(empty.get("data").getStringValue(), 0);
        assertPayload(largest.get("data").getStringValue(), 1048576);
    }

    @Test
    void answersLargestIdx() {
        JsonNode answer = JsonTrees.parse(
                socket.sendText("{\"event\":\"send_me_data\",\"idx\":9007199254740992,\"size\":1}").nextText());

        assertThat(answer.get("idx").getLongValue()).isEqualTo(1L << 53);
    }

    @Test
    void servesManyExchangesOnOneConnection() {
        List<String> payloads = new ArrayList<>();
        for (int idx = 0; idx < 20; idx++) {
            JsonNode answer = JsonTrees.parse(
                    socket.sendText("{\"event\":\"send_me_data\",\"idx\":" + idx + ",\"size\":64}").nextText());

            assertThat(answer.get("idx").getLongValue()).isEqualTo(idx);
            payloads.add(answer.get("data").getStringValue());
        }

        assertThat(payloads).doesNotHaveDuplicates();
        assertThat(socket.isClosed()).isFalse();
    }

    @ParameterizedTest(name = "answers {0} with an error event and stays open")
    @MethodSource("badMessages")
    void answersBadMessageWithErrorEventAndStaysOpen(String rule, String message) {
        assertErrorEvent(socket.sendText(message).nextText());

        assertStillServes();
    }

    /** Contract, "Errors": every message that is not a valid request, by the rule it breaks. */
    static Stream<Arguments> badMessages() {
        return Stream.of(
                Arguments.of("non-JSON", "this is not json"),
                Arguments.of("JSON that is not an object", "[1,2,3]"),
                Arguments.of("an unknown event", "{\"event\":\"give_me_everything\",\"idx\":1}"),
                Arguments.of("a missing event", "{\"idx\":1}"),
                Arguments.of("a negative idx", "{\"event\":\"send_me_data\",\"idx\":-1}"),
                Arguments.of("an idx above 2^53", "{\"event\":\"send_me_data\",\"idx\":9007199254740993}"),
                Arguments.of("a non-numeric idx", "{\"event\":\"send_me_data\",\"idx\":\"7\"}"),
                Arguments.of("a fractional idx", "{\"event\":\"send_me_data\",\"idx\":1.5}"),
                Arguments.of("a size above one mebibyte", "{\"event\":\"send_me_data\",\"idx\":1,\"size\":1048577}"),
                Arguments.of("a negative size", "{\"event\":\"send_me_data\",\"idx\":1,\"size\":-5}"));
    }

    @Test
    void answersBinaryFrameWithErrorAndStaysOpen() {
        byte[] request = "{\"event\":\"send_me_data\",\"idx\":1}".getBytes(StandardCharsets.UTF_8);

        assertErrorEvent(socket.sendBinary(request).nextText());

        assertStillServes();
    }

    @Test
    void answersClientCloseWithNormalClosure() {
        assertThat(socket.closeNormally().code()).isEqualTo(1000);
    }

    @Test
    void answers200ConcurrentClientsEachDoingSeveralExchanges(ContractServer server) throws Exception {
        int clients = 200;
        int exchanges = 5;
        List<CompletableFuture<SocketClient>> handshakes = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            handshakes.add(SocketClient.openAsync(server.ws("/ws")));
        }
        CompletableFuture.allOf(handshakes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        List<SocketClient> sockets = handshakes.stream().map(CompletableFuture::join).toList();
        try {
            for (int round = 0; round < exchanges; round++) {
                for (int client = 0; client < clients; client++) {
                    sockets.get(client).sendText("{\"event\":\"send_me_data\",\"idx\":" + idx(client, round) + "}");
                }
                for (int client = 0; client < clients; client++) {
                    JsonNode answer = JsonTrees.parse(sockets.get(client).nextText());

                    assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
                    assertThat(answer.get("idx").getLongValue()).isEqualTo(idx(client, round));
                    assertPayload(answer.get("data").getStringValue(), 4096);
                }
            }
        } finally {
            sockets.forEach(SocketClient::close);
        }
    }

    private static long idx(int client, int round) {
        return client * 1000L + round;
    }

    private void assertStillServes() {
        JsonNode answer = JsonTrees.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":99,\"size\":8}").nextText());

        assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
        assertThat(answer.get("idx").getLongValue()).isEqualTo(99);
        assertPayload(answer.get("data").getStringValue(), 8);
    }

    /** Contract, "Errors": {@code {"event":"error","error":"<short code>","message":"..."}}; returns the code. */
    static String assertErrorEvent(String message) {
        JsonNode event = JsonTrees.parse(message);
        assertThat(JsonTrees.fieldNames(event)).containsExactly("event", "error", "message");
        assertThat(event.get("event").getStringValue()).isEqualTo("error");
        assertShortCode(event.get("error").getStringValue());
        assertThat(event.get("message").getStringValue()).isNotBlank();
        return event.get("error").getStringValue();
    }
}
