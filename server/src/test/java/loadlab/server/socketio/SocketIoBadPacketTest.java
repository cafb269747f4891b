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
import java.util.List;
import java.util.stream.Stream;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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
        assertThat(JsonTrees.parse(socket.exchange("40/nope,").substring(8)).get("message").getStringValue())
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

    @ParameterizedTest(name = "answers {1} with {0}")
    @MethodSource("badMainNamespacePackets")
    void answersBadPacketWithErrorEventAndKeepsServing(String code, String rule, List<String> packets) throws IOException {
        socket.joinMain();

        for (String packet : packets) {
            assertErrorEvent(socket.exchange(packet), "42", code);
        }
        assertStillServes();
    }

    /** The error code, the rule a packet breaks, and packets that break it, sent one after another on one connection. */
    static Stream<Arguments> badMainNamespacePackets() {
        return Stream.of(
                Arguments.of("bad_json", "JSON that does not parse", List.of("42[\"send_me_data\",1")),
                Arguments.of("bad_json", "an event that is not an array",
                        List.of("42{\"event\":\"send_me_data\"}", "42[]", "42[17]", "42")),
                Arguments.of("unknown_event", "an unknown event", List.of("42[\"give_me_everything\",1]")),
                Arguments.of("bad_idx", "an idx that is missing or not an integer in [0, 2^53]",
                        List.of("42[\"send_me_data\",-1]", "42[\"send_me_data\",9007199254740993]",
                                "42[\"send_me_data\",1.5]", "42[\"send_me_data\",\"7\"]", "42[\"send_me_data\",null]",
                                "42[\"send_me_data\",true]", "42[\"send_me_data\"]")),
                Arguments.of("bad_size", "a size that is not an integer in [0, 1048576]",
                        List.of("42[\"send_me_data\",1,-5]", "42[\"send_me_data\",1,1048577]", "42[\"send_me_data\",1,2.5]",
                                "42[\"send_me_data\",1,\"10\"]", "42[\"send_me_data\",1,[]]")),
                Arguments.of("binary_frame", "a binary event packet",
                        List.of("451-[\"send_me_data\",{\"_placeholder\":true,\"num\":0}]")),
                Arguments.of("bad_packet", "an unknown Engine.IO packet type", List.of("", "0", "5", "7", "x", "hello")),
                Arguments.of("bad_packet", "an unknown Socket.IO packet type",
                        List.of("4", "47", "4x", "43[]", "44{\"message\":\"x\"}")),
                Arguments.of("bad_packet", "a malformed namespace",
                        List.of("42/bad\"name,[\"send_me_data\",1]", "40/" + "n".repeat(64) + ",")),
                Arguments.of("message_too_large", "a message above the payload limit",
                        List.of("42[\"send_me_data\",1,\"" + "x".repeat(70000) + "\"]")));
    }

    @Test
    void answersBinaryFrameWithErrorEvent() throws IOException {
        socket.joinMain();

        socket.sendBinary("42[\"send_me_data\",1]".getBytes(StandardCharsets.UTF_8));

        assertErrorEvent(socket.nextText(), "42", "binary_frame");
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
        JsonNode body = JsonTrees.parse(packet.substring(prefix.length()));
        assertThat(JsonTrees.fieldNames(body)).containsExactly("message", "data");
        assertThat(body.get("message").getStringValue()).isNotBlank();
        assertThat(JsonTrees.fieldNames(body.get("data"))).containsExactly("error");
        assertThat(body.get("data").get("error").getStringValue()).isEqualTo(code);
    }

    /** {@code 42[<ns>,]["error",{"error":"<code>","message":"<text>"}]}. */
    static void assertErrorEvent(String packet, String prefix, String code) {
        assertThat(packet).startsWith(prefix + "[");
        JsonNode event = JsonTrees.parse(packet.substring(prefix.length()));
        assertThat(event.size()).isEqualTo(2);
        assertThat(event.get(0).getStringValue()).isEqualTo("error");
        JsonNode body = event.get(1);
        assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
        assertThat(body.get("error").getStringValue()).isEqualTo(code);
        assertThat(body.get("message").getStringValue()).isNotBlank();
    }
}
