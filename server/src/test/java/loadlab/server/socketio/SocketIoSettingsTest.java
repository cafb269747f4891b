package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.LabHttp;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Test;

/** Socket.IO framing follows {@code lab.socketio}: path, fresh namespace, event names, max payload. */
@MicronautTest(transactional = false)
@Property(name = "lab.socketio.path", value = "/realtime/")
@Property(name = "lab.socketio.fresh-namespace", value = "/push")
@Property(name = "lab.socketio.request-event", value = "give")
@Property(name = "lab.socketio.answer-event", value = "take")
@Property(name = "lab.socketio.max-payload", value = "1000")
class SocketIoSettingsTest {
    @Inject
    EmbeddedServer server;

    @Test
    void servesConfiguredPathAndEventNames() throws IOException {
        try (SocketIoWire socket = open("/realtime/?EIO=4&transport=websocket&size=5")) {
            assertThat(socket.openPacket()).contains("\"maxPayload\":1000");
            assertThat(socket.exchange("40")).startsWith("40{\"sid\":");

            String answer = socket.exchange("42[\"give\",4]");

            assertThat(answer).startsWith("42[\"take\",4,\"");
            assertThat(socket.exchange("42[\"send_me_data\",4]")).contains("unknown_event");
        }
    }

    @Test
    void servesConfiguredFreshNamespace() throws IOException {
        try (SocketIoWire socket = open("/realtime/?EIO=4&transport=websocket&idx=9&size=3")) {
            assertThat(socket.exchange("40/push,")).startsWith("40/push,{\"sid\":");

            assertThat(socket.nextText()).startsWith("42/push,[\"take\",9,\"").hasSize("42/push,[\"take\",9,\"\"]".length() + 3);
            assertThat(socket.exchange("40/fresh,")).startsWith("44/fresh,{\"message\":\"Invalid namespace\"");
        }
    }

    @Test
    void refusesMessageAboveConfiguredMaxPayload() throws IOException {
        try (SocketIoWire socket = open("/realtime/?EIO=4&transport=websocket")) {
            socket.exchange("40");

            assertThat(socket.exchange("42[\"give\",1,\"" + "x".repeat(1000) + "\"]")).contains("\"message_too_large\"");
            assertData(socket.exchange("42[\"give\",1,2]").replace("\"take\"", "\"you_have_data\""), 1, 2);
        }
    }

    @Test
    void refusesPollingOnConfiguredPath() {
        assertContractError(LabHttp.get(server, "/realtime/?EIO=4&transport=polling"), 400, "bad_transport");
    }

    @Test
    void defaultPathIsNotServedAnyMore() throws IOException {
        RawWebSocket.Handshake refused = RawWebSocket.handshake(server.getPort(),
                "/socket.io/?EIO=4&transport=websocket".getBytes(StandardCharsets.US_ASCII));

        assertThat(refused.status()).isEqualTo(404);
    }

    private SocketIoWire open(String target) throws IOException {
        return SocketIoWire.open(RawWebSocket.open(server.getPort(), target));
    }
}
