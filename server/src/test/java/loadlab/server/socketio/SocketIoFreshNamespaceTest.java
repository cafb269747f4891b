package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoBadPacketTest.assertConnectError;
import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing, the fresh namespace: connect-then-push with idx and size from the handshake
 * query, then the client leaves with {@code 41/fresh,}.
 */
@MicronautTest(transactional = false)
class SocketIoFreshNamespaceTest {
    private static final String FRESH = "42/fresh,";

    @Inject
    EmbeddedServer server;

    @Test
    void pushesDataRightAfterConnectAck() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=5&size=100")) {
            assertThat(socket.exchange("40/fresh,")).startsWith("40/fresh,{\"sid\":\"");

            assertData(socket.nextText(), FRESH, 5, 100);
        }
    }

    @Test
    void usesDefaultSizeWhenQueryNamesNone() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=0")) {
            socket.exchange("40/fresh,");

            assertData(socket.nextText(), FRESH, 0, 4096);
        }
    }

    @Test
    void pushesLargestSizeAndIdx() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=9007199254740992&size=1048576")) {
            socket.exchange("40/fresh,");

            assertData(socket.nextText(), FRESH, 1L << 53, 1048576);
        }
    }

    @Test
    void pushesFreshDataOnEveryConnection() throws IOException {
        String first;
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1&size=32")) {
            socket.exchange("40/fresh,");
            first = assertData(socket.nextText(), FRESH, 1, 32);
        }
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1&size=32")) {
            socket.exchange("40/fresh,");
            assertThat(assertData(socket.nextText(), FRESH, 1, 32)).isNotEqualTo(first);
        }
    }

    @Test
    void closesCleanlyOnFreshDisconnect() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=2&size=8")) {
            socket.exchange("40/fresh,");
            socket.nextText();

            socket.send("41/fresh,");

            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void servesBothNamespacesOnOneConnection() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=6&size=12").joinMain()) {
            socket.exchange("40/fresh,");
            assertData(socket.nextText(), FRESH, 6, 12);

            socket.send("41/fresh,");
            assertData(socket.exchange("42[\"send_me_data\",7]"), 7, 12);

            socket.send("41");
            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void refusesConnectWithoutIdx() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&size=8")) {
            assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_idx");
        }
    }

    @Test
    void refusesConnectWithBadIdx() throws IOException {
        for (String idx : new String[] {"abc", "-3", "9007199254740993", "1.5", ""}) {
            try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=" + idx + "&size=8")) {
                assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_idx");
            }
        }
    }

    @Test
    void refusesConnectWithBadSize() throws IOException {
        for (String size : new String[] {"abc", "-1", "1048577"}) {
            try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1&size=" + size)) {
                assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_size");
            }
        }
    }

    @Test
    void refusesEventBeforeFreshConnect() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1")) {
            assertConnectError(socket.exchange("42/fresh,[\"send_me_data\",1]"), "44/fresh,", "not_connected");
        }
    }
}
