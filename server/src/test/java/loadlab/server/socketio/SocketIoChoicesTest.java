package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoBadPacketTest.assertConnectError;
import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the reference server chooses where the contract's Socket.IO framing leaves it open (CONTRACT.md,
 * "How the reference server fills in"): sids, the announced heartbeat and payload limit, refusals of
 * requests that are not upgrades, reason codes, ack ids, fragments and the other client packets.
 */
@MicronautTest(transactional = false)
class SocketIoChoicesTest {
    @Inject
    EmbeddedServer server;

    @Test
    void announcesItsSidHeartbeatAndPayloadLimit() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            JsonNode handshake = SocketIoHandshakeTest.assertOpenPacket(socket.openPacket());

            assertThat(handshake.get("sid").getStringValue()).matches("[A-Za-z0-9_-]{20}");
            assertThat(handshake.get("pingInterval").getLongValue()).isEqualTo(25000);
            assertThat(handshake.get("pingTimeout").getLongValue()).isEqualTo(20000);
            assertThat(handshake.get("maxPayload").getLongValue()).isEqualTo(65536);
        }
    }

    @Test
    void acknowledgesMainNamespaceConnectWithTwentyCharacterSid() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            String ack = socket.exchange("40");

            assertThat(JsonTrees.parse(ack.substring(2)).get("sid").getStringValue()).matches("[A-Za-z0-9_-]{20}");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " -> ", value = {
        "/socket.io/?EIO=4&transport=polling -> bad_transport",
        "/socket.io/?EIO=3&transport=websocket -> bad_eio",
        "/socket.io/ -> bad_eio"
    })
    void namesWhyAnUpgradeWasRefused(String requestTarget, String code) throws IOException {
        ContractServer target = ContractServer.at(LabHttp.uri(server, ""));

        assertThat(SocketIoHandshakeTest.assertRefusedUpgrade(target, requestTarget)).isEqualTo(code);
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
    void namesAMissingFreshIdxInTheConnectError() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&size=8")) {
            assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_idx");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-3", "9007199254740993", "1.5", ""})
    void namesABadFreshIdxInTheConnectError(String idx) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=" + idx + "&size=8")) {
            assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_idx");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "1048577"})
    void namesABadFreshSizeInTheConnectError(String size) throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1&size=" + size)) {
            assertConnectError(socket.exchange("40/fresh,"), "44/fresh,", "bad_size");
        }
    }

    @Test
    void answersEventWithAckIdAsPlainEvent() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "").joinMain()) {
            assertData(socket.exchange("421[\"send_me_data\",8,16]"), 8, 16);
        }
    }

    @Test
    void joinsFragmentedMessage() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "").joinMain()) {
            socket.raw().sendFrame(false, RawWebSocket.TEXT, "42[\"send_me".getBytes(StandardCharsets.UTF_8));
            socket.raw().sendFrame(true, RawWebSocket.CONTINUATION, "_data\",5,10]".getBytes(StandardCharsets.UTF_8));

            assertData(socket.nextText(), 5, 10);
        }
    }

    @Test
    void closesCleanlyOnEngineIoClosePacket() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "").joinMain()) {
            socket.send("1");

            assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
        }
    }

    @Test
    void answersClientPingWithPong() throws IOException {
        try (SocketIoWire socket = SocketIoWire.open(server.getPort(), "")) {
            assertThat(socket.exchange("2probe")).isEqualTo("3probe");
        }
    }
}
