package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import loadlab.server.support.Json;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing, bad packets: a namespace problem is a connect error ({@code 44}), anything
 * else an {@code error} event on the packet's namespace; the connection stays open either way.
 */
@MicronautTest(transactional = false)
class SocketIoBadPacketTest {
    @Inject
    EmbeddedServer server;

    private SocketIoWire socket;

    @BeforeEach
    void connect() throws IOException {
        socket = SocketIoWire.open(server.getPort(), "");
    }

    @AfterEach
    void disconnect() throws IOException {
        socket.close();
    }

    @Test
    void refusesUnknownNamespaceWithConnectError() throws IOException {
        assertConnectError(socket.exchange("40/nope,"), "44/nope,", "unknown_namespace");
        assertThat(Json.parse(socket.exchange("40/nope,").substring(8)).get("message").getStringValue())
                .isEqualTo("Invalid namespace");

        assertStillServes();
    }

    @Test
    void refusesConnectWhosePayloadIsNotAnObject() throws IOException {
        assertConnectError(socket.exchange("40[1,2]"), "44", "bad_connect");
        assertConnectError(socket.exchange("40/fresh,{oops"), "44/fresh,", "bad_connect");

        assertStillServes();
    }

    @Test
    void refusesMainNamespaceConnectWhenHandshakeSizeIsBad() throws IOException {
        try (SocketIoWire sized = SocketIoWire.open(server.getPort(), "&size=1048577")) {
            assertConnectError(sized.exchange("40"), "44", "bad_size");
        }
    }

    @Test
    void refusesEventBeforeNamespaceConnect() throws IOException {
        assertConnectError(socket.exchange("42[\"send_me_data\",1]"), "44", "not_connected");

        assertStillServes();
    }

    @Test
    void refusesEventBeforeFreshConnect() throws IOException {
        try (SocketIoWire fresh = SocketIoWire.open(server.getPort(), "&idx=1")) {
            assertConnectError(fresh.exchange("42/fresh,[\"send_me_data\",1]"), "44/fresh,", "not_connected");
        }
    }

    @Test
    void refusesEventOnUnknownNamespace() throws IOException {
        socket.joinMain();

        assertConnectError(socket.exchange("42/nope,[\"send_me_data\",1]"), "44/nope,", "unknown_namespace");
    }

    @Test
    void answersBadJsonWithErrorEvent() throws IOException {
        socket.joinMain();

        assertErrorEvent(socket.exchange("42[\"send_me_data\",1"), "42", "bad_json");
        assertStillServes();
    }

    @Test
    void answersEventThatIsNotAnArrayWithBadJson() throws IOException {
        socket.joinMain();

        assertErrorEvent(socket.exchange("42{\"event\":\"send_me_data\"}"), "42", "bad_json");
        assertErrorEvent(socket.exchange("42[]"), "42", "bad_json");
        assertErrorEvent(socket.exchange("42[17]"), "42", "bad_json");
        assertErrorEvent(socket.exchange("42"), "42", "bad_json");
    }

    @Test
    void answersUnknownEventWithErrorEvent() throws IOException {
        socket.joinMain();

        assertErrorEvent(socket.exchange("42[\"give_me_everything\",1]"), "42", "unknown_event");
        assertStillServes();
    }

    @Test
    void answersBadIdxWithErrorEvent() throws IOException {
        socket.joinMain();

        for (String idx : new String[] {"-1", "9007199254740993", "1.5", "\"7\"", "null", "true"}) {
            assertErrorEvent(socket.exchange("42[\"send_me_data\"," + idx + "]"), "42", "bad_idx");
        }
        assertErrorEvent(socket.exchange("42[\"send_me_data\"]"), "42", "bad_idx");
        assertStillServes();
    }

    @Test
    void answersBadSizeWithErrorEvent() throws IOException {
        socket.joinMain();

        for (String size : new String[] {"-5", "1048577", "2.5", "\"10\"", "[]"}) {
            assertErrorEvent(socket.exchange("42[\"send_me_data\",1," + size + "]"), "42", "bad_size");
        }
        assertStillServes();
    }

    @Test
    void answersBinaryFrameWithErrorEvent() throws IOException {
        socket.joinMain();

        socket.sendBinary("42[\"send_me_data\",1]".getBytes(StandardCharsets.UTF_8));

        assertErrorEvent(socket.nextText(), "42", "binary_frame");
        assertStillServes();
    }

    @Test
    void answersBinaryEventPacketWithErrorEvent() throws IOException {
        socket.joinMain();

        assertErrorEvent(socket.exchange("451-[\"send_me_data\",{\"_placeholder\":true,\"num\":0}]"), "42", "binary_frame");
    }

    @Test
    void answersUnknownEngineIoPacketTypeWithBadPacket() throws IOException {
        socket.joinMain();

        for (String packet : new String[] {"", "0", "5", "7", "x", "hello"}) {
            assertErrorEvent(socket.exchange(packet), "42", "bad_packet");
        }
        assertStillServes();
    }

    @Test
    void answersUnknownSocketIoPacketTypeWithBadPacket() throws IOException {
        socket.joinMain();

        for (String packet : new String[] {"4", "47", "4x", "43[]", "44{\"message\":\"x\"}"}) {
            assertErrorEvent(socket.exchange(packet), "42", "bad_packet");
        }
        assertStillServes();
    }

    @Test
    void answersMalformedNamespaceWithBadPacketOnMainNamespace() throws IOException {
        socket.joinMain();

        assertErrorEvent(socket.exchange("42/bad\"name,[\"send_me_data\",1]"), "42", "bad_packet");
        assertErrorEvent(socket.exchange("40/" + "n".repeat(64) + ","), "42", "bad_packet");
    }

    @Test
    void answersOversizedMessageWithErrorEvent() throws IOException {
        socket.joinMain();

        socket.send("42[\"send_me_data\",1,\"" + "x".repeat(70000) + "\"]");

        assertErrorEvent(socket.nextText(), "42", "message_too_large");
        assertStillServes();
    }

    @Test
    void answersFreshNamespaceEventWithErrorEventOnThatNamespace() throws IOException {
        try (SocketIoWire fresh = SocketIoWire.open(server.getPort(), "&idx=1&size=4")) {
            fresh.send("40/fresh,");
            assertThat(fresh.nextText()).startsWith("40/fresh,{\"sid\":");
            assertData(fresh.nextText(), "42/fresh,", 1, 4);

            assertErrorEvent(fresh.exchange("42/fresh,[\"send_me_data\",2]"), "42/fresh,", "unexpected_message");
        }
    }

    @Test
    void logsNothingAtWarnOrAboveForAnyBadPacket() throws IOException {
        try (LogCapture log = LogCapture.start()) {
            socket.exchange("42[\"send_me_data\",1]");
            socket.joinMain();
            for (String packet : new String[] {"", "x", "4", "42{", "42[\"nope\"]", "42[\"send_me_data\",-1]",
                    "40/nope,", "43[]", "451-[]", "42/\",[]"}) {
                socket.exchange(packet);
            }
            socket.sendBinary(new byte[] {1, 2, 3}).nextText();
            assertStillServes();

            assertThat(log.atLeast(Level.WARN)).isEmpty();
        }
    }

    /** The connection is still open and serving: a (re)connect to the main namespace, then an exchange. */
    private void assertStillServes() throws IOException {
        socket.joinMain();

        assertData(socket.exchange("42[\"send_me_data\",99,8]"), 99, 8);
    }

    /** {@code 44[<ns>,]{"message":"<text>","data":{"error":"<code>"}}}. */
    static void assertConnectError(String packet, String prefix, String code) {
        assertThat(packet).startsWith(prefix + "{");
        JsonNode body = Json.parse(packet.substring(prefix.length()));
        assertThat(Json.fieldNames(body)).containsExactly("message", "data");
        assertThat(body.get("message").getStringValue()).isNotBlank();
        assertThat(Json.fieldNames(body.get("data"))).containsExactly("error");
        assertThat(body.get("data").get("error").getStringValue()).isEqualTo(code);
    }

    /** {@code 42[<ns>,]["error",{"error":"<code>","message":"<text>"}]}. */
    static void assertErrorEvent(String packet, String prefix, String code) {
        assertThat(packet).startsWith(prefix + "[");
        JsonNode event = Json.parse(packet.substring(prefix.length()));
        assertThat(event.size()).isEqualTo(2);
        assertThat(event.get(0).getStringValue()).isEqualTo("error");
        JsonNode body = event.get(1);
        assertThat(Json.fieldNames(body)).containsExactly("error", "message");
        assertThat(body.get("error").getStringValue()).isEqualTo(code);
        assertThat(body.get("message").getStringValue()).isNotBlank();
    }
}
