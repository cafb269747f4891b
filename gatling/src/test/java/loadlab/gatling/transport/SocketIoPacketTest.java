package loadlab.gatling.transport;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.gatling.transport.SocketIoPacket.DataEvent;
import org.junit.jupiter.api.Test;

class SocketIoPacketTest {
    private static final String OPEN =
            "0{\"sid\":\"lv_VI97HAXpY6yYWAAAC\",\"upgrades\":[],\"pingInterval\":25000,\"pingTimeout\":20000}";

    @Test
    void readsEngineIoPackets() {
        assertThat(SocketIoPacket.parse(OPEN)).extracting(SocketIoPacket::kind, SocketIoPacket::namespace)
                .containsExactly("open", "");
        assertThat(SocketIoPacket.parse("2").kind()).isEqualTo("ping");
        assertThat(SocketIoPacket.parse("3probe").payload()).isEqualTo("probe");
    }

    @Test
    void openPacketMustCarryHandshakeData() {
        assertThat(SocketIoPacket.summaryOf(OPEN)).isEqualTo("open");
        assertThat(SocketIoPacket.summaryOf("0")).isEqualTo("open without handshake data");
    }

    @Test
    void readsTheNamespaceOfAConnectAcknowledgement() {
        assertThat(SocketIoPacket.parse("40{\"sid\":\"x\"}"))
                .isEqualTo(new SocketIoPacket("connect", "/", "{\"sid\":\"x\"}"));
        assertThat(SocketIoPacket.parse("40/fresh,{\"sid\":\"x\"}"))
                .isEqualTo(new SocketIoPacket("connect", "/fresh", "{\"sid\":\"x\"}"));
        assertThat(SocketIoPacket.summaryOf("40/fresh,{\"sid\":\"x\"}")).isEqualTo(SocketIoPacket.connected("/fresh"));
    }

    @Test
    void refusedConnectShowsWhy() {
        assertThat(SocketIoPacket.summaryOf("44/fresh,{\"message\":\"bad_size\"}"))
                .isEqualTo("connect_error /fresh {\"message\":\"bad_size\"}");
    }

    @Test
    void skipsAnAckIdAndBinaryAttachmentCount() {
        assertThat(SocketIoPacket.parse("4212[\"a\"]")).isEqualTo(new SocketIoPacket("event", "/", "[\"a\"]"));
        assertThat(SocketIoPacket.parse("451-/nsp,3[\"a\"]")).isEqualTo(new SocketIoPacket("binary_event", "/nsp", "[\"a\"]"));
    }

    @Test
    void unknownFramesAreNamedSo() {
        assertThat(SocketIoPacket.parse("").kind()).isEqualTo("unknown");
        assertThat(SocketIoPacket.parse("{\"event\":\"you_have_data\"}").kind()).isEqualTo("unknown");
        assertThat(SocketIoPacket.parse("49").kind()).isEqualTo("unknown");
    }

    @Test
    void dataEventCarriesNameIdxAndDataLength() {
        assertThat(SocketIoPacket.dataEvent("42[\"you_have_data\",7,\"abcd\"]"))
                .isEqualTo(new DataEvent("/", "you_have_data", 7, 4));
        assertThat(SocketIoPacket.dataEvent("42/fresh,[\"you_have_data\",9007199254740992,\"\"]"))
                .isEqualTo(new DataEvent("/fresh", "you_have_data", 9_007_199_254_740_992L, 0));
    }

    @Test
    void dataEventSaysWhatAFrameWasWhenItIsNotTheEvent() {
        assertThat(SocketIoPacket.dataEvent("40{\"sid\":\"x\"}").toString())
                .isEqualTo("/ [<not an event: connect />, idx -1, data of -1 chars]");
        assertThat(SocketIoPacket.dataEvent("42[\"you_have_data\",\"7\",\"ab\"]").event())
                .startsWith("<event is not [name, idx, data]");
        assertThat(SocketIoPacket.dataEvent("42[\"you_have_data\",7.5,\"ab\"]").idx()).isEqualTo(-1);
        assertThat(SocketIoPacket.dataEvent("42[not json").event()).startsWith("<event payload is not JSON");
    }

    @Test
    void longPayloadsAreShortenedInSummaries() {
        String frame = "42[\"error\",\"" + "x".repeat(500) + "\"]";
        assertThat(SocketIoPacket.summaryOf(frame)).endsWith("... (512 chars)").hasSizeLessThan(200);
    }
}
