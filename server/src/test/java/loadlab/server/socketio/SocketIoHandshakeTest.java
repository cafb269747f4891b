package loadlab.server.socketio;

import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static loadlab.server.support.ContractAssertions.assertShortCode;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing, the handshake: the open packet over WebSocket, 400 JSON for an upgrade to
 * another transport or Engine.IO version. The reference server's sid, heartbeat and payload values,
 * and its answers to requests that are not upgrades: {@link SocketIoChoicesTest}.
 */
@Contract(Claim.SOCKETIO)
class SocketIoHandshakeTest {
    @Test
    void opensWithEngineIoOpenPacket(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "")) {
            JsonNode handshake = assertOpenPacket(socket.openPacket());

            assertThat(handshake.get("sid").getStringValue()).isNotBlank();
            assertThat(handshake.get("upgrades").isArray()).isTrue();
            assertThat(handshake.get("upgrades").size()).isZero();
            assertThat(handshake.get("pingInterval").getLongValue()).isPositive();
            assertThat(handshake.get("pingTimeout").getLongValue()).isPositive();
            assertThat(handshake.get("maxPayload").getLongValue()).isPositive();
        }
    }

    @Test
    void givesEveryConnectionItsOwnSid(ContractServer server) throws IOException {
        try (SocketIoWire first = SocketIoWire.open(server, "");
             SocketIoWire second = SocketIoWire.open(server, "")) {
            assertThat(first.openPacket()).isNotEqualTo(second.openPacket());
        }
    }

    @Test
    void acceptsHandshakeQueryWithIdxAndSize(ContractServer server) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server, "&idx=3&size=10")) {
            assertThat(socket.openPacket()).startsWith("0{\"sid\":");
        }
    }

    @Test
    void refusesUpgradeForPollingWith400Json(ContractServer server) throws IOException {
        assertRefusedUpgrade(server, "/socket.io/?EIO=4&transport=polling");
    }

    @Test
    void refusesUpgradeForEngineIoVersion3With400Json(ContractServer server) throws IOException {
        assertRefusedUpgrade(server, "/socket.io/?EIO=3&transport=websocket");
    }

    @Test
    void refusesUpgradeWithoutQueryWith400Json(ContractServer server) throws IOException {
        assertRefusedUpgrade(server, "/socket.io/");
    }

    /** {@code 0{"sid",...}} with the contract's fields in its order; returns the JSON. */
    static JsonNode assertOpenPacket(String open) {
        assertThat(open).startsWith("0{");
        JsonNode handshake = JsonTrees.parse(open.substring(1));
        assertThat(JsonTrees.fieldNames(handshake))
                .containsExactly("sid", "upgrades", "pingInterval", "pingTimeout", "maxPayload");
        return handshake;
    }

    /** An upgrade request refused with 400 and the contract's JSON error; returns the error code. */
    static String assertRefusedUpgrade(ContractServer target, String requestTarget) throws IOException {
        RawWebSocket.Handshake refused = RawWebSocket.handshake(target, requestTarget.getBytes(StandardCharsets.US_ASCII));

        assertThat(refused.status()).isEqualTo(400);
        assertNoStackTrace(refused.body());
        JsonNode body = JsonTrees.parse(refused.body());
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        assertShortCode(body.get("error").getStringValue());
        assertThat(body.get("message").getStringValue()).isNotBlank();
        return body.get("error").getStringValue();
    }
}
