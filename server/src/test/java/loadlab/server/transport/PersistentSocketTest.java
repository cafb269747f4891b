package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static loadlab.server.support.ContractAssertions.assertShortCode;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.Target;
import loadlab.server.support.Json;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract, "WebSocket, persistent connection" and its error rules: bad input never closes it. The
 * codes, frame limits and fragments of the reference server: {@link SocketChoicesTest}.
 */
@Contract(Claim.WS)
class PersistentSocketTest {
    private final Target server;

    PersistentSocketTest(Target server) {
        this.server = server;
    }

    private SocketClient socket;

    @BeforeEach
    void connect() {
        socket = SocketClient.open(socketUri());
    }

    @AfterEach
    void disconnect() {
        socket.close();
    }

    @Test
    void answersSendMeDataWithDefaultSizePayload() {
        JsonNode answer = Json.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":17}").nextText());

        assertThat(Json.fieldNames(answer)).containsExactly("event", "idx", "data");
        assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
        assertThat(answer.get("idx").getLongValue()).isEqualTo(17);
        assertPayload(answer.get("data").getStringValue(), 4096);
    }

    @Test
    void answersWithRequestedSize() {
        JsonNode answer = Json.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":2,\"size\":100}").nextText());

        assertThat(answer.get("idx").getLongValue()).isEqualTo(2);
        assertPayload(answer.get("data").getStringValue(), 100);
    }

    @Test
    void answersSizeZeroAndLargestSize() {
        JsonNode empty = Json.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":1,\"size\":0}").nextText());
        JsonNode largest = Json.parse(
                socket.sendText("{\"event\":\"send_me_data\",\"idx\":2,\"size\":1048576}").nextText());

        assertPayload(empty.get("data").getStringValue(), 0);
        assertPayload(largest.get("data").getStringValue(), 1048576);
    }

    @Test
    void answersLargestIdx() {
        JsonNode answer = Json.parse(
                socket.sendText("{\"event\":\"send_me_data\",\"idx\":9007199254740992,\"size\":1}").nextText());

        assertThat(answer.get("idx").getLongValue()).isEqualTo(1L << 53);
    }

    @Test
    void servesManyExchangesOnOneConnection() {
        List<String> payloads = new ArrayList<>();
        for (int idx = 0; idx < 20; idx++) {
            JsonNode answer = Json.parse(
                    socket.sendText("{\"event\":\"send_me_data\",\"idx\":" + idx + ",\"size\":64}").nextText());

            assertThat(answer.get("idx").getLongValue()).isEqualTo(idx);
            payloads.add(answer.get("data").getStringValue());
        }

        assertThat(payloads).doesNotHaveDuplicates();
        assertThat(socket.isClosed()).isFalse();
    }

    @Test
    void answersNonJsonWithBadJsonErrorAndStaysOpen() {
        assertErrorEvent(socket.sendText("this is not json").nextText());

        assertStillServes();
    }

    @Test
    void answersJsonThatIsNotAnObjectWithBadJsonError() {
        assertErrorEvent(socket.sendText("[1,2,3]").nextText());

        assertStillServes();
    }

    @Test
    void answersUnknownEventWithErrorAndStaysOpen() {
        assertErrorEvent(socket.sendText("{\"event\":\"give_me_everything\",\"idx\":1}").nextText());

        assertStillServes();
    }

    @Test
    void answersMissingEventWithUnknownEvent() {
        assertErrorEvent(socket.sendText("{\"idx\":1}").nextText());
    }

    @Test
    void answersNegativeIdxWithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":-1}").nextText());

        assertStillServes();
    }

    @Test
    void answersIdxAboveTwoToThe53WithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":9007199254740993}").nextText());
    }

    @Test
    void answersNonNumericIdxWithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":\"7\"}").nextText());
    }

    @Test
    void answersFractionalIdxWithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":1.5}").nextText());
    }

    @Test
    void answersSizeAboveOneMebibyteWithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":1,\"size\":1048577}").nextText());

        assertStillServes();
    }

    @Test
    void answersNegativeSizeWithError() {
        assertErrorEvent(socket.sendText("{\"event\":\"send_me_data\",\"idx\":1,\"size\":-5}").nextText());
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
    void answers200ConcurrentClientsEachDoingSeveralExchanges() throws Exception {
        int clients = 200;
        int exchanges = 5;
        List<CompletableFuture<SocketClient>> handshakes = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            handshakes.add(SocketClient.openAsync(socketUri()));
        }
        CompletableFuture.allOf(handshakes.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        List<SocketClient> sockets = handshakes.stream().map(CompletableFuture::join).toList();
        try {
            for (int round = 0; round < exchanges; round++) {
                for (int client = 0; client < clients; client++) {
                    sockets.get(client).sendText("{\"event\":\"send_me_data\",\"idx\":" + idx(client, round) + "}");
                }
                for (int client = 0; client < clients; client++) {
                    JsonNode answer = Json.parse(sockets.get(client).nextText());

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
        JsonNode answer = Json.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":99,\"size\":8}").nextText());

        assertThat(answer.get("event").getStringValue()).isEqualTo("you_have_data");
        assertThat(answer.get("idx").getLongValue()).isEqualTo(99);
        assertPayload(answer.get("data").getStringValue(), 8);
    }

    /** Contract, "Errors": {@code {"event":"error","error":"<short code>","message":"..."}}; returns the code. */
    static String assertErrorEvent(String message) {
        JsonNode event = Json.parse(message);
        assertThat(Json.fieldNames(event)).containsExactly("event", "error", "message");
        assertThat(event.get("event").getStringValue()).isEqualTo("error");
        assertShortCode(event.get("error").getStringValue());
        assertThat(event.get("message").getStringValue()).isNotBlank();
        return event.get("error").getStringValue();
    }

    private URI socketUri() {
        return server.ws("/ws");
    }
}
