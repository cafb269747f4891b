package loadlab.server.socketio;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.Json;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/** Socket.IO framing, the handshake: the open packet over WebSocket, 400 JSON for every other transport. */
@MicronautTest(transactional = false)
class SocketIoHandshakeTest {
    @Inject
    EmbeddedServer server;

    @Test
    void opensWithEngineIoOpenPacket() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            String open = socket.openPacket();

            assertThat(open).startsWith("0{");
            JsonNode handshake = Json.parse(open.substring(1));
            assertThat(Json.fieldNames(handshake))
                    .containsExactly("sid", "upgrades", "pingInterval", "pingTimeout", "maxPayload");
            assertThat(handshake.get("sid").getStringValue()).matches("[A-Za-z0-9_-]{20}");
            assertThat(handshake.get("upgrades").isArray()).isTrue();
            assertThat(handshake.get("upgrades").size()).isZero();
            assertThat(handshake.get("pingInterval").getLongValue()).isEqualTo(25000);
            assertThat(handshake.get("pingTimeout").getLongValue()).isEqualTo(20000);
            assertThat(handshake.get("maxPayload").getLongValue()).isEqualTo(65536);
        }
    }

    @Test
    void givesEveryConnectionItsOwnSid() throws IOException {
        try (SocketIoWire first = SocketIoWire.open(server.getPort(), "");
             SocketIoWire second = SocketIoWire.open(server.getPort(), "")) {
            assertThat(first.openPacket()).isNotEqualTo(second.openPacket());
        }
    }

    @Test
    void acceptsHandshakeQueryWithIdxAndSize() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=3&size=10")) {
            assertThat(socket.openPacket()).startsWith("0{\"sid\":");
        }
    }

    @Test
    void refusesPollingWith400Json() {
        assertContractError(LabHttp.get(server, "/socket.io/?EIO=4&transport=polling"), 400, "bad_transport");
    }

    @Test
    void refusesPollingPostWith400Json() {
        assertContractError(LabHttp.send(LabHttp.request(server, "/socket.io/?EIO=4&transport=polling&sid=x")
                .POST(HttpRequest.BodyPublishers.ofString("40")).build()), 400, "bad_transport");
    }

    @Test
    void refusesMissingTransportWith400Json() {
        assertContractError(LabHttp.get(server, "/socket.io/?EIO=4"), 400, "bad_transport");
    }

    @Test
    void refusesWebSocketTransportWithoutUpgradeWith400Json() {
        assertContractError(LabHttp.get(server, "/socket.io/?EIO=4&transport=websocket"), 400, "bad_transport");
    }

    @Test
    void refusesEngineIoVersion3With400Json() {
        assertContractError(LabHttp.get(server, "/socket.io/?EIO=3&transport=websocket"), 400, "bad_eio");
    }

    @Test
    void refusesMissingEngineIoVersionWith400Json() {
        assertContractError(LabHttp.get(server, "/socket.io/?transport=websocket"), 400, "bad_eio");
    }

    @Test
    void refusesPathWithoutTrailingSlashLikeWithIt() {
        assertContractError(LabHttp.get(server, "/socket.io?EIO=4&transport=polling"), 400, "bad_transport");
    }

    @Test
    void refusesUpgradeForPollingWith400Json() throws IOException {
        assertRefusedUpgrade("/socket.io/?EIO=4&transport=polling", "bad_transport");
    }

    @Test
    void refusesUpgradeForEngineIoVersion3With400Json() throws IOException {
        assertRefusedUpgrade("/socket.io/?EIO=3&transport=websocket", "bad_eio");
    }

    @Test
    void refusesUpgradeWithoutQueryWith400Json() throws IOException {
        assertRefusedUpgrade("/socket.io/", "bad_eio");
    }

    private void assertRefusedUpgrade(String target, String code) throws IOException {
        RawWebSocket.Handshake refused = RawWebSocket.handshake(server.getPort(), target.getBytes(StandardCharsets.US_ASCII));

        assertThat(refused.status()).isEqualTo(400);
        assertNoStackTrace(refused.body());
        JsonNode body = Json.parse(refused.body());
        assertThat(Json.fieldNames(body)).containsExactly("error", "message");
        assertThat(body.get("error").getStringValue()).isEqualTo(code);
    }
}
