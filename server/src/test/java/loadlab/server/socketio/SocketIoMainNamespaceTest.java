package loadlab.server.socketio;

import static loadlab.server.support.ContractAssertions.assertPayload;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import loadlab.server.contract.Claim;
import loadlab.server.contract.Contract;
import loadlab.server.contract.ContractServer;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing, main namespace: connect, {@code send_me_data} → {@code you_have_data}, leave with
 * 41. The reference server's sid, ack ids, fragments and other client packets: {@link SocketIoChoicesTest}.
 */
@Contract(Claim.SOCKETIO)
class SocketIoMainNamespaceTest {
    private SocketIoWire socket;

    @BeforeEach
    void connect(ContractServer server) throws IOException {
        socket = SocketIoWire.open(server, "");
    }

    @AfterEach
    void disconnect() throws IOException {
        socket.close();
    }

    @Test
    void acknowledgesMainNamespaceConnectWithSid() throws IOException {
        String ack = socket.exchange("40");

        assertThat(ack).startsWith("40{");
        JsonNode body = JsonTrees.parse(ack.substring(2));
        assertThat(JsonTrees.fieldNames(body)).containsExactly("sid");
        assertThat(body.get("sid").getStringValue()).isNotBlank();
    }

    @Test
    void acceptsConnectWithAuthObject() throws IOException {
        assertThat(socket.exchange("40{\"token\":\"abc\"}")).startsWith("40{\"sid\":\"");
    }

    @Test
    void answersSendMeDataWithDefaultSizePayload() throws IOException {
        socket.joinMain();

        assertData(socket.exchange("42[\"send_me_data\",17]"), 17, 4096);
    }

    @Test
    void answersWithSizeNamedInEvent() throws IOException {
        socket.joinMain();

        assertData(socket.exchange("42[\"send_me_data\",2,100]"), 2, 100);
    }

    @Test
    void answersWithSizeNamedInHandshakeQuery(ContractServer server) throws IOException {
        try (SocketIoWire sized = SocketIoWire.open(server, "&size=50").joinMain()) {
            assertData(sized.exchange("42[\"send_me_data\",3]"), 3, 50);
            assertData(sized.exchange("42[\"send_me_data\",4,7]"), 4, 7);
        }
    }

    @Test
    void answersSizeZeroAndLargestSizeAndLargestIdx() throws IOException {
        socket.joinMain();

        assertData(socket.exchange("42[\"send_me_data\",1,0]"), 1, 0);
        assertData(socket.exchange("42[\"send_me_data\",9007199254740992,1048576]"), 1L << 53, 1048576);
    }

    @Test
    void servesManyExchangesWithFreshDataEachTime() throws IOException {
        socket.joinMain();
        List<String> payloads = new ArrayList<>();
        for (int idx = 0; idx < 20; idx++) {
            payloads.add(assertData(socket.exchange("42[\"send_me_data\"," + idx + ",64]"), idx, 64));
        }

        assertThat(payloads).doesNotHaveDuplicates();
    }

    @Test
    void closesCleanlyOnDisconnectPacket() throws IOException {
        socket.joinMain();

        socket.send("41");

        assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
    }

    @Test
    void answersClientCloseFrameWithCloseFrame() throws IOException {
        socket.joinMain();

        socket.raw().send(RawWebSocket.CLOSE, new byte[] {0x03, (byte) 0xE8});

        assertThat(socket.awaitClose().closeCode()).isEqualTo(1000);
    }

    @Test
    void serves100ConcurrentClientsEachDoingSeveralExchanges(ContractServer server) throws IOException {
        List<SocketIoWire> clients = new ArrayList<>();
        try {
            for (int client = 0; client < 100; client++) {
                clients.add(SocketIoWire.open(server, "&size=256").joinMain());
            }
            for (int round = 0; round < 3; round++) {
                for (int client = 0; client < clients.size(); client++) {
                    clients.get(client).send("42[\"send_me_data\"," + (client * 1000L + round) + "]");
                }
                for (int client = 0; client < clients.size(); client++) {
                    assertData(clients.get(client).nextText(), client * 1000L + round, 256);
                }
            }
        } finally {
            for (SocketIoWire client : clients) {
                client.close();
            }
        }
    }

    /** Checks {@code 42["you_have_data",idx,"<size chars>"]} and returns the payload. */
    static String assertData(String packet, long idx, int size) {
        return assertData(packet, "42", idx, size);
    }

    static String assertData(String packet, String prefix, long idx, int size) {
        assertThat(packet).startsWith(prefix + "[");
        JsonNode event = JsonTrees.parse(packet.substring(prefix.length()));
        assertThat(event.size()).isEqualTo(3);
        assertThat(event.get(0).getStringValue()).isEqualTo("you_have_data");
        assertThat(event.get(1).getLongValue()).isEqualTo(idx);
        assertPayload(event.get(2).getStringValue(), size);
        return event.get(2).getStringValue();
    }
}
