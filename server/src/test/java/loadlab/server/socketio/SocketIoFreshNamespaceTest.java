package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing, the fresh namespace: connect-then-push with idx and size from the handshake
 * query, then the client leaves with {@code 41/fresh,}. The reference server's reason codes in the
 * connect errors: {@link SocketIoChoicesTest}.
 */
@Contract(Claim.SOCKETIO)
class SocketIoFreshNamespaceTest {
    private static final String FRESH = "42/fresh,";

    @Test
    void pushesDataRightAfterConnectAck(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=5&size=100")) {
            assertThat(socket.exchange("40/fresh,")).startsWith("40/fresh,{\"sid\":\"");

            assertData(socket.nextText(), FRESH, 5, 100);
        }
    }

    @Test
    void usesDefaultSizeWhenQueryNamesNone(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=0")) {
            socket.exchange("40/fresh,");

            assertData(socket.nextText(), FRESH, 0, 4096);
        }
    }

    @Test
    void pushesLargestSizeAndIdx(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=9007199254740992&size=1048576")) {
            socket.exchange("40/fresh,");

            assertData(socket.nextText(), FRESH, 1L << 53, 1048576);
        }
    }

    @Test
    void pushesFreshDataOnEveryConnection(ContractServer server) throws IOException {
        String first;
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=1&size=32")) {
            socket.exchange("40/fresh,");
            first = assertData(socket.nextText(), FRESH, 1, 32);
        }
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=1&size=32")) {
            socket.exchange("40/fresh,");
            assertThat(assertData(socket.nextText(), FRESH, 1, 32)).isNotEqualTo(first);
        }
    }

    @Test
    void closesCleanlyOnFreshDisconnect(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=2&size=8")) {
            socket.exchange("40/fresh,");
            socket.nextText();

            socket.send("41/fresh,");

            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void servesBothNamespacesOnOneConnection(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=6&size=12").joinMain()) {
            socket.exchange("40/fresh,");
            assertData(socket.nextText(), FRESH, 6, 12);

            socket.send("41/fresh,");
            assertData(socket.exchange("42[\"send_me_data\",7]"), 7, 12);

            socket.send("41");
            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void refusesConnectWithoutIdx(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&size=8")) {
            assertConnectError(socket.exchange("40/fresh,"), "44/fresh,");
        }
    }

    @Test
    void refusesConnectWithBadIdx(ContractServer server) throws IOException {
        for (String idx : new String[] {"abc", "-3", "9007199254740993", "1.5", ""}) {
            try (SocketIoWire socket = SocketIoWire.open(server, "&idx=" + idx + "&size=8")) {
                assertConnectError(socket.exchange("40/fresh,"), "44/fresh,");
            }
        }
    }

    @Test
    void refusesConnectWithBadSize(ContractServer server) throws IOException {
        for (String size : new String[] {"abc", "-1", "1048577"}) {
            try (SocketIoWire socket = SocketIoWire.open(server, "&idx=1&size=" + size)) {
                assertConnectError(socket.exchange("40/fresh,"), "44/fresh,");
            }
        }
    }

    /** Contract: a namespace problem is a connect error {@code 44[<ns>,]{"message":"<text>",...}}; returns the JSON. */
    static JsonNode assertConnectError(String packet, String prefix) {
        assertThat(packet).startsWith(prefix + "{");
        JsonNode body = JsonTrees.parse(packet.substring(prefix.length()));
        assertThat(body.get("message").getStringValue()).isNotBlank();
        return body;
    }
}
