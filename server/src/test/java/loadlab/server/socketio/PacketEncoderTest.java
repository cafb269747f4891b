package loadlab.server.socketio;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import java.time.Duration;
import loadlab.server.support.JsonTrees;
import loadlab.wire.Exchange;
import org.junit.jupiter.api.Test;

class PacketEncoderTest {
    private static final SocketIoConfig CONFIG = new SocketIoConfig("/socket.io/", Duration.ofSeconds(25),
            Duration.ofSeconds(20), 65536, "/fresh", "send_me_data", "you_have_data");
    private final PacketEncoder encoder = new PacketEncoder(JsonMapper.createDefault(), CONFIG);

    @Test
    void writesOpenPacketWithConfiguredTimings() {
        String open = text(encoder.open());

        assertThat(open).matches("0\\{\"sid\":\"[A-Za-z0-9_-]{20}\",\"upgrades\":\\[],\"pingInterval\":25000,"
                + "\"pingTimeout\":20000,\"maxPayload\":65536}");
    }

    @Test
    void writesPingAndEchoingPong() {
        assertThat(text(encoder.ping())).isEqualTo("2");
        assertThat(text(encoder.pong("probe"))).isEqualTo("3probe");
    }

    @Test
    void writesConnectAckWithNamespacePrefixOnlyOutsideMain() {
        assertThat(text(encoder.connected("/"))).matches("40\\{\"sid\":\"[A-Za-z0-9_-]{20}\"}");
        assertThat(text(encoder.connected("/fresh"))).matches("40/fresh,\\{\"sid\":\"[A-Za-z0-9_-]{20}\"}");
    }

    @Test
    void writesConnectErrorWithMessageAndCode() {
        SocketIoProblem problem = SocketIoProblem.connectError("/nope", "unknown_namespace", "Invalid namespace");

        assertThat(text(encoder.connectError(problem)))
                .isEqualTo("44/nope,{\"message\":\"Invalid namespace\",\"data\":{\"error\":\"unknown_namespace\"}}");
    }

    @Test
    void writesErrorEventWithEscapedMessage() {
        SocketIoProblem problem = SocketIoProblem.errorEvent("/", "unknown_event", "only \"send_me_data\"");

        assertThat(text(encoder.errorEvent(problem)))
                .isEqualTo("42[\"error\",{\"error\":\"unknown_event\",\"message\":\"only \\\"send_me_data\\\"\"}]");
    }

    @Test
    void writesDataEventOnMainNamespace() {
        String packet = text(encoder.data("/", new Exchange(42, 16)));

        assertThat(packet).startsWith("42[\"you_have_data\",42,\"").endsWith("\"]");
        JsonNode event = JsonTrees.parse(packet.substring(2));
        assertPayload(event.get(2).getStringValue(), 16);
    }

    @Test
    void writesDataEventOnFreshNamespace() {
        String packet = text(encoder.data("/fresh", new Exchange(1L << 53, 0)));

        assertThat(packet).isEqualTo("42/fresh,[\"you_have_data\",9007199254740992,\"\"]");
    }

    @Test
    void writesConfiguredAnswerEvent() {
        SocketIoConfig renamed = new SocketIoConfig("/socket.io/", Duration.ofSeconds(1), Duration.ofSeconds(1), 100,
                "/push", "give", "take");
        PacketEncoder custom = new PacketEncoder(JsonMapper.createDefault(), renamed);

        assertThat(text(custom.data("/push", new Exchange(3, 0)))).isEqualTo("42/push,[\"take\",3,\"\"]");
    }

    @Test
    void drawsNewRandomDataAndSidEachTime() {
        assertThat(text(encoder.data("/", new Exchange(1, 64)))).isNotEqualTo(text(encoder.data("/", new Exchange(1, 64))));
        assertThat(PacketEncoder.newSid()).isNotEqualTo(PacketEncoder.newSid());
    }

    private static String text(TextWebSocketFrame frame) {
        try {
            return frame.text();
        } finally {
            frame.release();
        }
    }
}
