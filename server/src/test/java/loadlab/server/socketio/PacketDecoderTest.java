package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

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

    @Test
    void readsMainNamespaceConnect() {
        assertThat(PacketDecoder.decode("40")).isEqualTo(new Packet(Packet.Type.CONNECT, "/", Packet.NO_ACK, ""));
    }

    @Test
    void readsNamespacedConnectWithAuthPayload() {
        assertThat(PacketDecoder.decode("40/fresh,{\"token\":1}"))
                .isEqualTo(new Packet(Packet.Type.CONNECT, "/fresh", Packet.NO_ACK, "{\"token\":1}"));
    }

    @Test
    void readsNamespaceWithoutTrailingCommaAtEnd() {
        assertThat(PacketDecoder.decode("41/fresh")).isEqualTo(new Packet(Packet.Type.DISCONNECT, "/fresh", Packet.NO_ACK, ""));
    }

    @Test
    void readsEventWithPayload() {
        assertThat(PacketDecoder.decode("42[\"send_me_data\",1]"))
                .isEqualTo(new Packet(Packet.Type.EVENT, "/", Packet.NO_ACK, "[\"send_me_data\",1]"));
    }

    @Test
    void readsEventWithAckIdAndNamespace() {
        assertThat(PacketDecoder.decode("42/fresh,12[\"a\"]"))
                .isEqualTo(new Packet(Packet.Type.EVENT, "/fresh", 12, "[\"a\"]"));
        assertThat(PacketDecoder.decode("421[\"a\"]")).isEqualTo(new Packet(Packet.Type.EVENT, "/", 1, "[\"a\"]"));
    }

    @Test
    void refusesEmptyMessage() {
        assertProblem("", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
    }

    @Test
    void refusesEngineIoTypesClientsDoNotSend() {
        for (String packet : new String[] {"0", "0{}", "5", "7", "a", " 4"}) {
            assertProblem(packet, SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
        }
    }

    @Test
    void refusesMessageWithoutSocketIoPacket() {
        assertProblem("4", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
        assertProblem("47", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
        assertProblem("4x", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
    }

    @Test
    void refusesAckAndConnectErrorFromClientOnTheirNamespace() {
        assertProblem("43/fresh,1[]", SocketIoProblem.Answer.ERROR_EVENT, "/fresh", "bad_packet");
        assertProblem("44{\"message\":\"x\"}", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
    }

    @Test
    void refusesBinaryPacketsAsBinaryFrame() {
        assertProblem("451-[\"a\",{\"_placeholder\":true,\"num\":0}]", SocketIoProblem.Answer.ERROR_EVENT, "/", "binary_frame");
        assertProblem("461-/fresh,1[]", SocketIoProblem.Answer.ERROR_EVENT, "/", "binary_frame");
    }

    @Test
    void refusesNamespaceWithCharactersThatCannotBeEchoed() {
        assertProblem("40/a\"b,", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
        assertProblem("40/a b,", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
        assertProblem("40/" + "n".repeat(64) + ",", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
    }

    @Test
    void acceptsLongestNamespace() {
        String namespace = "/" + "n".repeat(63);

        assertThat(PacketDecoder.decode("40" + namespace + ",").namespace()).isEqualTo(namespace);
    }

    @Test
    void refusesAckIdAboveFifteenDigits() {
        assertThat(PacketDecoder.decode("42" + "9".repeat(15) + "[]").ackId()).isEqualTo(999_999_999_999_999L);
        assertProblem("42" + "9".repeat(16) + "[]", SocketIoProblem.Answer.ERROR_EVENT, "/", "bad_packet");
    }

    @Test
    void problemsCarryFixedMessagesNotInput() {
        SocketIoProblem problem = catchThrowableOfType(SocketIoProblem.class, () -> PacketDecoder.decode("<script>"));

        assertThat(problem.getMessage()).doesNotContain("script");
        assertThat(problem.getStackTrace()).isEmpty();
    }

    private static void assertProblem(String text, SocketIoProblem.Answer answer, String namespace, String code) {
        SocketIoProblem problem = catchThrowableOfType(SocketIoProblem.class, () -> PacketDecoder.decode(text));

        assertThat(problem).as("problem for %s", text).isNotNull();
        assertThat(problem.answer()).isEqualTo(answer);
        assertThat(problem.namespace()).isEqualTo(namespace);
        assertThat(problem.code()).isEqualTo(code);
        assertThat(problem.getMessage()).isNotBlank();
    }
}
