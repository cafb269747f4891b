package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.LabHttp;
import loadlab.server.support.LogCapture;
import loadlab.server.support.RawWebSocket;
import loadlab.server.transport.PersistentSocket;
import org.junit.jupiter.api.Test;

/**
 * Frames Netty refuses end the connection with the RFC 6455 status for the fault, and nothing
 * lands in the ERROR log: a hostile client must not be able to fill it with stack traces.
 * Invalid UTF-8 is not among them: Micronaut installs no UTF-8 validator, so such a message is
 * bad input like any other that is not JSON.
 */
@MicronautTest(transactional = false)
class FrameRefusalTest {
    @Inject
    EmbeddedServer server;

    @Test
    void closesOnFrameAboveLimitWith1009AndLogsNoError() throws IOException {
        assertClosedQuietly(new byte[PersistentSocket.MAX_FRAME_BYTES + 1], RawWebSocket.TEXT, 1009);
    }

    /** The contract's rule for bad input (error event, connection kept) wins over RFC 6455's 1007 here. */
    @Test
    void answersInvalidUtf8TextWithBadJsonAndStaysOpen() throws IOException {
        try (LogCapture logs = LogCapture.start(); RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
            socket.send(RawWebSocket.TEXT, new byte[] {'{', (byte) 0xC3, (byte) 0x28, '}'});

            assertThat(socket.read().text()).startsWith("{\"event\":\"error\",\"error\":\"bad_json\"");
            socket.send(RawWebSocket.TEXT,
                    "{\"event\":\"send_me_data\",\"idx\":5,\"size\":1}".getBytes(StandardCharsets.US_ASCII));
            assertThat(socket.read().text()).startsWith("{\"event\":\"you_have_data\",\"idx\":5,");
            assertThat(logs.atLeast(Level.ERROR)).isEmpty();
        }
    }

    @Test
    void closesOnReservedOpcodeWith1002AndLogsNoError() throws IOException {
        assertClosedQuietly(new byte[] {1, 2, 3}, 0x3, 1002);
    }

    private void assertClosedQuietly(byte[] payload, int opcode, int expectedCode) throws IOException {
        try (LogCapture logs = LogCapture.start(); RawWebSocket socket = RawWebSocket.open(server.getPort(), "/ws")) {
            socket.send(opcode, payload);

            RawWebSocket.Frame answer = socket.read();

            assertThat(answer.opcode()).isEqualTo(RawWebSocket.CLOSE);
            assertThat(answer.closeCode()).isEqualTo(expectedCode);
            assertThat(LabHttp.get(server, "/hello").statusCode()).isEqualTo(200);
            assertThat(logs.atLeast(Level.ERROR)).isEmpty();
        }
    }
}
