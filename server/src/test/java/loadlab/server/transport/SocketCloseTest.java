package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/**
 * Closing handshakes as RFC 6455 has them, with frames written by hand: strict clients (Node's ws,
 * which sends a close without status by default) reject anything else. The reference server's
 * frame limits and how it ends TCP: {@link SocketChoicesTest}.
 */
@Contract
class SocketCloseTest {
    private static final int NO_STATUS = -1;

    @Test
    @Contract(Claim.WS)
    void persistentSocketAnswersStatuslessCloseWithValidClose(ContractServer server) throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server, "/ws")) {
            assertStatuslessCloseAnsweredWithValidClose(socket);
        }
    }

    @Test
    @Contract(Claim.FRESH)
    void freshSocketAnswersStatuslessCloseWithValidClose(ContractServer server) throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server, "/ws/fresh?idx=1&size=4")) {
            assertThat(socket.read().text()).startsWith("{\"event\":\"you_have_data\",\"idx\":1,");

            assertStatuslessCloseAnsweredWithValidClose(socket);
        }
    }

    @Test
    @Contract(Claim.FRESH)
    void freshSocketEchoesClientCloseStatus(ContractServer server) throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server, "/ws/fresh?idx=2&size=4")) {
            socket.read();

            socket.send(RawWebSocket.CLOSE, new byte[] {0x03, (byte) 0xE8});
            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isEqualTo(1000);
        }
    }

    /** A close frame without a status may be answered without one, or with 1000; never with 65535. */
    private static void assertStatuslessCloseAnsweredWithValidClose(RawWebSocket socket) throws IOException {
        socket.send(RawWebSocket.CLOSE, new byte[0]);
        RawWebSocket.Frame answer = socket.read();

        assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
        assertThat(answer.closeCode()).isIn(NO_STATUS, 1000);
    }
}
