package loadlab.tomcat.transport;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import loadlab.tomcat.RawConnection;
import loadlab.tomcat.SocketProbe;
import loadlab.tomcat.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PersistentSocketTest {
    private static final String VERSION_13 = "Sec-WebSocket-Version: 13\r\n";

    @RegisterExtension
    static final TestServer server = TestServer.inMemory();

    private static SocketProbe connect() {
        return SocketProbe.connect(server.socketUri("/ws"));
    }

    @Test
    void answersSendMeDataWithADefaultSizePayloadAndTheSameIdx() {
        SocketProbe probe = connect().sendText("{\"event\":\"send_me_data\",\"idx\":42}");

        assertThat(probe.next()).matches("\\{\"event\":\"you_have_data\",\"idx\":42,\"data\":\"[A-Za-z0-9]{4096}\"}");
    }

    @Test
    void answersWithTheRequestedSizeZeroAndTheLargestIncluded() {
        SocketProbe probe = connect();

        assertThat(probe.sendText("{\"event\":\"send_me_data\",\"idx\":1,\"size\":0}").next())
                .isEqualTo("{\"event\":\"you_have_data\",\"idx\":1,\"data\":\"\"}");
        assertThat(probe.sendText("{\"event\":\"send_me_data\",\"idx\":2,\"size\":1048576}").next())
                .hasSize(1048576 + "{\"event\":\"you_have_data\",\"idx\":2,\"data\":\"\"}".length());
        assertThat(probe.sendText("{\"event\":\"send_me_data\",\"idx\":3,\"size\":5.0}").next()).contains("\"data\":\"");
    }

    @Test
    void answersTheLargestIdx() {
        assertThat(connect().sendText("{\"event\":\"send_me_data\",\"idx\":9007199254740992,\"size\":1}").next())
                .startsWith("{\"event\":\"you_have_data\",\"idx\":9007199254740992,");
    }

    @Test
    void servesManyExchangesOnOneConnectionEachWithAFreshPayload() {
        SocketProbe probe = connect();
        Set<String> answers = new HashSet<>();
        for (int idx = 0; idx < 50; idx++) {
            String answer = probe.sendText("{\"event\":\"send_me_data\",\"idx\":" + idx + ",\"size\":32}").next();
            assertThat(answer).startsWith("{\"event\":\"you_have_data\",\"idx\":" + idx + ",");
            answers.add(answer.substring(answer.indexOf("\"data\"")));
        }
        assertThat(answers).hasSize(50);
    }

    @ParameterizedTest
    @ValueSource(strings = {"not json", "[1,2]", "42", "null", "{\"event\":"})
    void answersNonJsonAndNonObjectMessagesWithBadJsonAndStaysOpen(String message) {
        assertThat(answerOnAConnectionThatStaysOpen(message))
                .startsWith("{\"event\":\"error\",\"error\":\"bad_json\",\"message\":");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "{\"event\":\"other\"}", "{\"event\":1}", "{\"idx\":1}"})
    void answersAnUnknownOrMissingEventWithUnknownEventAndStaysOpen(String message) {
        assertThat(answerOnAConnectionThatStaysOpen(message)).startsWith("{\"event\":\"error\",\"error\":\"unknown_event\",");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "1.5", "\"1\"", "9007199254740993", "1e300", "true"})
    void answersBadIdxValuesWithBadIdxAndStaysOpen(String idx) {
        assertThat(answerOnAConnectionThatStaysOpen("{\"event\":\"send_me_data\",\"idx\":" + idx + "}"))
                .isEqualTo("{\"event\":\"error\",\"error\":\"bad_idx\","
                        + "\"message\":\"idx must be an integer from 0 to 9007199254740992\"}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "0.5", "\"10\"", "1048577", "[]"})
    void answersBadSizeValuesWithBadSizeAndStaysOpen(String size) {
        assertThat(answerOnAConnectionThatStaysOpen("{\"event\":\"send_me_data\",\"idx\":1,\"size\":" + size + "}"))
                .isEqualTo("{\"event\":\"error\",\"error\":\"bad_size\","
                        + "\"message\":\"size must be an integer from 0 to 1048576\"}");
    }

    @Test
    void answersABinaryFrameWithBinaryFrameAndStaysOpen() {
        SocketProbe probe = connect().sendBinary("{\"event\":\"send_me_data\"}".getBytes(StandardCharsets.UTF_8));

        assertThat(probe.next()).startsWith("{\"event\":\"error\",\"error\":\"binary_frame\",");
        assertStillServes(probe);
    }

    @Test
    void joinsAFragmentedTextMessage() {
        SocketProbe probe = connect();
        probe.socket().sendText("{\"event\":\"send_", false).join();
        probe.socket().sendText("me_data\",\"idx\":9,\"size\":3}", true).join();

        assertThat(probe.next()).matches("\\{\"event\":\"you_have_data\",\"idx\":9,\"data\":\"[A-Za-z0-9]{3}\"}");
    }

    @Test
    void closesWith1009OnAMessageOver64KiB() {
        SocketProbe probe = connect();
        probe.socket().sendText("{\"event\":\"send_me_data\",\"pad\":\"" + "x".repeat(65536) + "\"}", true);

        assertThat(probe.closed().code()).isEqualTo(1009);
    }

    @Test
    void closesWith1009WhenAFragmentedMessageGrowsOver64KiB() {
        SocketProbe probe = connect();
        probe.socket().sendText("{\"event\":\"send_me_data\",\"pad\":\"" + "x".repeat(40_000), false).join();
        probe.socket().sendText("x".repeat(40_000) + "\"}", true);

        assertThat(probe.closed().code()).isEqualTo(1009);
    }

    @Test
    void acceptsAMessageOfExactly64KiB() {
        String head = "{\"event\":\"send_me_data\",\"idx\":5,\"size\":1,\"pad\":\"";
        String message = head + "x".repeat(65536 - head.length() - 2) + "\"}";

        assertThat(message).hasSize(65536);
        assertThat(connect().sendText(message).next()).startsWith("{\"event\":\"you_have_data\",\"idx\":5,");
    }

    @Test
    void answersAClientCloseWithANormalClosure() {
        SocketProbe probe = connect();
        probe.socket().sendClose(WebSocket.NORMAL_CLOSURE, "done");

        assertThat(probe.closed().code()).isEqualTo(WebSocket.NORMAL_CLOSURE);
    }

    @Test
    void answersACloseFrameWithoutStatusWith1000AndEndsTcp() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer upgraded = connection.send(RawConnection.upgradeRequest("GET", "/ws", VERSION_13)).readAnswer();
            assertThat(upgraded.status()).isEqualTo(101);
            connection.sendFrame(0x8, new byte[0]);

            RawConnection.Frame close = connection.readFrame();
            assertThat(close.opcode()).isEqualTo(0x8);
            assertThat(close.closeCode()).isEqualTo(1000);
            assertThat(connection.closedByServer()).isTrue();
        }
    }

    @Test
    void doesNotNegotiatePermessageDeflateWhenTheClientOffersIt() {
        try (RawConnection connection = new RawConnection(server.port())) {
            RawConnection.Answer answer = connection
                    .send(RawConnection.upgradeRequest("GET", "/ws",
                            VERSION_13 + "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n"))
                    .readAnswer();

            assertThat(answer.status()).isEqualTo(101);
            assertThat(answer.header("Sec-WebSocket-Extensions")).isNull();
        }
    }

    /** The answer to one text message on a new connection, once the connection has served a good request after it. */
    private static String answerOnAConnectionThatStaysOpen(String message) {
        SocketProbe probe = connect();
        String answer = probe.sendText(message).next();
        assertStillServes(probe);
        return answer;
    }

    private static void assertStillServes(SocketProbe probe) {
        assertThat(probe.sendText("{\"event\":\"send_me_data\",\"idx\":77,\"size\":2}").next())
                .startsWith("{\"event\":\"you_have_data\",\"idx\":77,");
    }
}
