package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/** Socket.IO framing, heartbeat: the server pings every interval and gives up on a client that does not pong. */
@MicronautTest(transactional = false)
@Property(name = "lab.socketio.ping-interval", value = "300ms")
@Property(name = "lab.socketio.ping-timeout", value = "2s")
class SocketIoHeartbeatTest {
    @Inject
    EmbeddedServer server;

    @Test
    void announcesConfiguredIntervalAndTimeout() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            JsonNode open = JsonTrees.parse(socket.openPacket().substring(1));

            assertThat(open.get("pingInterval").getLongValue()).isEqualTo(300);
            assertThat(open.get("pingTimeout").getLongValue()).isEqualTo(2000);
        }
    }

    @Test
    void keepsPingingClientThatPongs() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            for (int ping = 0; ping < 4; ping++) {
                assertThat(socket.nextText()).isEqualTo("2");
                socket.send("3");
            }

            assertThat(socket.send("40").nextAnsweringPings()).startsWith("40{");
            assertData(socket.send("42[\"send_me_data\",1,8]").nextAnsweringPings(), 1, 8);
        }
    }

    @Test
    void closesClientThatDoesNotPong() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            assertThat(socket.nextText()).isEqualTo("2");

            RawWebSocket.Frame close = socket.awaitClose();

            assertThat(close.closeCode()).isEqualTo(1000);
            assertThat(new String(close.payload(), 2, close.payload().length - 2, StandardCharsets.UTF_8))
                    .isEqualTo("ping timeout");
        }
    }

    @Test
    void closesSilentClientThatJoinedANamespace() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            assertThat(socket.send("40").nextAnsweringPings()).startsWith("40{");

            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void ignoresPongWithoutPing() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            socket.send("3").send("3");

            assertThat(socket.nextText()).isEqualTo("2");
            socket.send("3");
            assertThat(socket.send("40").nextAnsweringPings()).startsWith("40{");
            assertData(socket.send("42[\"send_me_data\",2,4]").nextAnsweringPings(), 2, 4);
        }
    }
}
