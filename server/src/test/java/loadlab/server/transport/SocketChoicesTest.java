package loadlab.server.transport;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static loadlab.server.transport.FreshSocketTest.POLICY_VIOLATION;
import static loadlab.server.transport.PersistentSocketTest.assertErrorEvent;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.RawWebSocket;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the reference server chooses where the contract's WebSocket rules leave it open (CONTRACT.md,
 * "How the reference server fills in"): its error codes, its answer to a message on a fresh socket,
 * fragments, the 64 KiB message limit, close codes for refused frames, and TCP after a close.
 */
@MicronautTest(transactional = false)
class SocketChoicesTest {
    @Inject
    EmbeddedServer server;

    @ParameterizedTest
    @CsvSource(delimiterString = " -> ", value = {
        "this is not json -> bad_json",
        "'[1,2,3]' -> bad_json",
        "'{\"event\":\"give_me_everything\",\"idx\":1}' -> unknown_event",
        "'{\"idx\":1}' -> unknown_event",
        "'{\"event\":\"send_me_data\",\"idx\":-1}' -> bad_idx",
        "'{\"event\":\"send_me_data\",\"idx\":9007199254740993}' -> bad_idx",
        "'{\"event\":\"send_me_data\",\"idx\":\"7\"}' -> bad_idx",
        "'{\"event\":\"send_me_data\",\"idx\":1.5}' -> bad_idx",
        "'{\"event\":\"send_me_data\",\"idx\":1,\"size\":1048577}' -> bad_size",
        "'{\"event\":\"send_me_data\",\"idx\":1,\"size\":-5}' -> bad_size"
    })
    void persistentSocketNamesWhatWasWrongInItsErrorCode(String message, String code) {
        try (SocketClient socket = SocketClient.open(uri("/ws"))) {
            assertThat(assertErrorEvent(socket.sendText(message).nextText())).isEqualTo(code);
        }
    }

    @Test
    void persistentSocketAnswersBinaryFrameWithBinaryFrame() {
        try (SocketClient socket = SocketClient.open(uri("/ws"))) {
            byte[] request = "{\"event\":\"send_me_data\",\"idx\":1}".getBytes(StandardCharsets.UTF_8);

            assertThat(assertErrorEvent(socket.sendBinary(request).nextText())).isEqualTo("binary_frame");
        }
    }

    @Test
    void joinsFragmentedTextMessage() {
        try (SocketClient socket = SocketClient.open(uri("/ws"))) {
            JsonNode answer = JsonTrees.parse(
                    socket.sendFragments("{\"event\":\"send_", "me_data\",\"idx\"", ":5,\"size\":10}").nextText());

            assertThat(answer.get("idx").getLongValue()).isEqualTo(5);
            assertPayload(answer.get("data").getStringValue(), 10);
        }
    }

    @Test
    void answersOversizedFragmentedMessageWithErrorAndStaysOpen() {
        try (SocketClient socket = SocketClient.open(uri("/ws"))) {
            String padding = "x".repeat(PersistentSocket.MAX_FRAME_BYTES / 2);

            String answer = socket.sendFragments("{\"event\":\"send_me_data\",\"pad\":\"", padding, padding, "\"}").nextText();

            assertThat(assertErrorEvent(answer)).isEqualTo("message_too_large");
            JsonNode next = JsonTrees.parse(socket.sendText("{\"event\":\"send_me_data\",\"idx\":99,\"size\":8}").nextText());
            assertThat(next.get("idx").getLongValue()).isEqualTo(99);
            assertPayload(next.get("data").getStringValue(), 8);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " -> ", value = {
        "?idx=abc&size=8 -> bad_idx",
        "?idx=-3 -> bad_idx",
        "?idx=1&size=1048577 -> bad_size"
    })
    void freshSocketNamesWhatWasWrongInItsErrorCode(String query, String code) {
        try (SocketClient socket = SocketClient.open(uri("/ws/fresh" + query))) {
            assertThat(assertErrorEvent(socket.nextText())).isEqualTo(code);
        }
    }

    @Test
    void closesWith1008AfterErrorWhenClientSendsMessage() {
        try (SocketClient socket = SocketClient.open(uri("/ws/fresh?idx=4&size=8"))) {
            assertThat(JsonTrees.parse(socket.nextText()).get("event").getStringValue()).isEqualTo("you_have_data");

            socket.sendText("{\"event\":\"send_me_data\",\"idx\":5}");

            assertThat(assertErrorEvent(socket.nextText())).isEqualTo("unexpected_message");
            assertThat(socket.awaitClose().code()).isEqualTo(POLICY_VIOLATION);
        }
    }

    @Test
    void freshSocketAnswersBinaryFrameWithUnexpectedMessage() {
        try (SocketClient socket = SocketClient.open(uri("/ws/fresh?idx=4&size=8"))) {
            socket.nextText();

            socket.sendBinary(new byte[] {1, 2, 3});

            assertThat(assertErrorEvent(socket.nextText())).isEqualTo("unexpected_message");
        }
    }

    @Test
    void persistentSocketClosesWith1009OnFrameAboveLimit() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
            socket.sendHeaderOnly(RawWebSocket.TEXT, PersistentSocket.MAX_FRAME_BYTES + 1);

            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isEqualTo(1009);
        }
    }

    @Test
    void persistentSocketClosesWith1009WhenTheWholeOversizedFrameArrives() throws IOException {
        for (int attempt = 0; attempt < 5; attempt++) {
            try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
                socket.send(RawWebSocket.BINARY, new byte[4 * PersistentSocket.MAX_FRAME_BYTES]);

                RawWebSocket.Frame answer = socket.read();

                assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
                assertThat(answer.closeCode()).isEqualTo(1009);
            }
        }
    }

    @Test
    void persistentSocketReportsProtocolViolationEvenWithFramesPipelinedAfterIt() throws IOException {
        byte[] request = "{\"event\":\"send_me_data\",\"idx\":1,\"size\":4}".getBytes(StandardCharsets.UTF_8);
        for (int attempt = 0; attempt < 5; attempt++) {
            try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
                socket.sendFrame(true, RawWebSocket.CONTINUATION, request);
                for (int i = 0; i < 2000; i++) {
                    socket.send(RawWebSocket.TEXT, request);
                }

                RawWebSocket.Frame answer = socket.read();

                assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
                assertThat(answer.closeCode()).isEqualTo(1002);
            }
        }
    }

    @Test
    void serverEndsTheTcpConnectionAfterItsCloseFrame() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
            socket.send(RawWebSocket.CLOSE, new byte[] {0x03, (byte) 0xE8});

            assertThat(socket.read().closeCode()).isEqualTo(1000);
            assertThat(socket.endOfStream()).isTrue();
        }
    }

    private URI uri(String pathAndQuery) {
        return URI.create("ws://127.0.0.1:" + server.getPort() + pathAndQuery);
    }
}
