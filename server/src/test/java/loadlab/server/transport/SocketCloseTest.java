package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/**
 * Closing handshakes and frame limits as RFC 6455 has them, with frames written by hand: strict
 * clients (Node's ws, which sends a close without status by default) reject anything else.
 */
@MicronautTest(transactional = false)
class SocketCloseTest {
    private static final int NO_STATUS = -1;

    @Inject
    EmbeddedServer server;

    @Test
    void persistentSocketAnswersStatuslessCloseWithValidClose() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
            socket.send(RawWebSocket.CLOSE, new byte[0]);

            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isIn(NO_STATUS, 1000);
        }
    }

    @Test
    void freshSocketAnswersStatuslessCloseWithValidClose() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws/fresh?idx=1&size=4")) {
            assertThat(socket.read().text()).startsWith("{\"event\":\"you_have_data\",\"idx\":1,");

            socket.send(RawWebSocket.CLOSE, new byte[0]);
            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isIn(NO_STATUS, 1000);
        }
    }

    @Test
    void freshSocketEchoesClientCloseStatus() throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws/fresh?idx=2&size=4")) {
            socket.read();

            socket.send(RawWebSocket.CLOSE, new byte[] {0x03, (byte) 0xE8});
            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isEqualTo(1000);
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
}
