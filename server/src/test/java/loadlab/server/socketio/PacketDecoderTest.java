package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class PacketDecoderTest {

    @Test
    void readsEngineIoControlPackets() {
        assertThat(PacketDecoder.decode("1").type()).isEqualTo(Packet.Type.CLOSE);
        assertThat(PacketDecoder.decode("3").type()).isEqualTo(Packet.Type.PONG);
        assertThat(PacketDecoder.decode("6").type()).isEqualTo(Packet.Type.NOOP);
        Packet ping = PacketDecoder.decode("2probe");
        assertThat(ping.type()).isEqualTo(Packet.Type.PING);
        assertThat(ping.payload()).isEqualTo("probe");
    }

    @ParameterizedTest(name = "reads {0}")
    @MethodSource("wellFormedPackets")
    void readsSocketIoPacket(String rule, String text, Packet expected) {
        assertThat(PacketDecoder.decode(text)).isEqualTo(expected);
    }

    static Stream<Arguments> wellFormedPackets() {
        String longestNamespace = "/" + "n".repeat(63);
        return Stream.of(
                Arguments.of("a main namespace connect", "40", new Packet(Packet.Type.CONNECT, "/", Packet.NO_ACK, "")),
                Arguments.of("a namespaced connect with auth payload", "40/fresh,{\"token\":1}",
                        new Packet(Packet.Type.CONNECT, "/fresh", Packet.NO_ACK, "{\"token\":1}")),
                Arguments.of("a namespace without trailing comma at the end", "41/fresh",
                        new Packet(Packet.Type.DISCONNECT, "/fresh", Packet.NO_ACK, "")),
                Arguments.of("an event with payload", "42[\"send_me_data\",1]",
                        new Packet(Packet.Type.EVENT, "/", Packet.NO_ACK, "[\"send_me_data\",1]")),
                Arguments.of("an event with ack id and namespace", "42/fresh,12[\"a\"]",
                        new Packet(Packet.Type.EVENT, "/fresh", 12, "[\"a\"]")),
                Arguments.of("an event with ack id", "421[\"a\"]", new Packet(Packet.Type.EVENT, "/", 1, "[\"a\"]")),
                Arguments.of("an ack id of fifteen digits", "42" + "9".repeat(15) + "[]",
                        new Packet(Packet.Type.EVENT, "/", 999_999_999_999_999L, "[]")),
                Arguments.of("the longest namespace", "40" + longestNamespace + ",",
                        new Packet(Packet.Type.CONNECT, longestNamespace, Packet.NO_ACK, "")));
    }

    @ParameterizedTest(name = "refuses {0} with {3} on {2}: \"{1}\"")
    @MethodSource("refusedPackets")
    void refusesPacketWithErrorEvent(String rule, String text, String namespace, String code) {
        SocketIoProblem problem = catchThrowableOfType(SocketIoProblem.class, () -> PacketDecoder.decode(text));

        assertThat(problem).as("problem for %s", text).isNotNull();
        assertThat(problem.answer()).isEqualTo(SocketIoProblem.Answer.ERROR_EVENT);
        assertThat(problem.namespace()).isEqualTo(namespace);
        assertThat(problem.code()).isEqualTo(code);
        assertThat(problem.getMessage()).isNotBlank();
    }

    static Stream<Arguments> refusedPackets() {
        Stream<Arguments> engineIoTypesClientsDoNotSend = Stream.of("0", "0{}", "5", "7", "a", " 4")
                .map(text -> Arguments.of("an Engine.IO type clients do not send", text, "/", "bad_packet"));
        Stream<Arguments> others = Stream.of(
                Arguments.of("an empty message", "", "/", "bad_packet"),
                Arguments.of("a message without Socket.IO packet", "4", "/", "bad_packet"),
                Arguments.of("a message without Socket.IO packet", "47", "/", "bad_packet"),
                Arguments.of("a message without Socket.IO packet", "4x", "/", "bad_packet"),
                Arguments.of("an ack from the client, on its namespace", "43/fresh,1[]", "/fresh", "bad_packet"),
                Arguments.of("a connect error from the client", "44{\"message\":\"x\"}", "/", "bad_packet"),
                Arguments.of("a binary event", "451-[\"a\",{\"_placeholder\":true,\"num\":0}]", "/", "binary_frame"),
                Arguments.of("a binary ack", "461-/fresh,1[]", "/", "binary_frame"),
                Arguments.of("a namespace that cannot be echoed", "40/a\"b,", "/", "bad_packet"),
                Arguments.of("a namespace that cannot be echoed", "40/a b,", "/", "bad_packet"),
                Arguments.of("a namespace above 63 characters", "40/" + "n".repeat(64) + ",", "/", "bad_packet"),
                Arguments.of("an ack id above fifteen digits", "42" + "9".repeat(16) + "[]", "/", "bad_packet"));
        return Stream.concat(engineIoTypesClientsDoNotSend, others);
    }

    @Test
    void problemsCarryFixedMessagesNotInput() {
        SocketIoProblem problem = catchThrowableOfType(SocketIoProblem.class, () -> PacketDecoder.decode("<script>"));

        assertThat(problem.getMessage()).doesNotContain("script");
        assertThat(problem.getStackTrace()).isEmpty();
    }
}
