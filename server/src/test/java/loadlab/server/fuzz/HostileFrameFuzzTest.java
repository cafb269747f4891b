package loadlab.server.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.RawWebSocket;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile WebSocket traffic written frame by frame. Well-formed messages of any
 * content (random or invalid UTF-8 text, binary, fragments with pings in between, floods of tiny
 * frames, messages joined above 64 KiB) each get exactly one answer, a data event or an error
 * event, and the connection stays open. Protocol violations (a frame above the limit, broken
 * fragment sequences, reserved opcodes, unmasked frames, oversized or fragmented control
 * frames) end the connection with the matching RFC 6455 close code, never 1011 or a bare reset.
 * Fresh sockets with hostile queries answer with data or an error event, or refuse the upgrade
 * with the contract's JSON. Nothing is logged at ERROR and the server says hello after every try.
 * Each test runs a seeded corpus ({@link Corpus}; -Dfuzz.seed and -Dfuzz.tries override it).
 */
@ExtendWith(ShowsCaseOnFailure.class)
class HostileFrameFuzzTest {
    private static final long SENTINEL = 4242424242L;

    @RegisterExtension
    static final FuzzedServer server = new FuzzedServer();

    @ParameterizedTest(name = "{0}")
    @MethodSource("wellFormed")
    void persistentSocketAnswersEveryWellFormedMessageOnce(List<Message> messages) throws IOException {
        try (RawWebSocket socket = RawWebSocket.open(server.port(), "/ws")) {
            for (Message message : messages) {
                message.sendTo(socket);
            }
            socket.send(RawWebSocket.TEXT, sentinel());

            List<String> answers = readAnswersUntilSentinel(socket);

            assertThat(answers).hasSize(messages.stream().mapToInt(Message::answers).sum());
            answers.forEach(HostileFrameFuzzTest::assertEvent);
        }
        server.assertStillSaysHello();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("violations")
    void persistentSocketClosesWithMatchingCodeOnProtocolViolation(ViolationAfter attempt) throws IOException {
        List<Message> prefix = attempt.prefix();
        Violation violation = attempt.violation();
        try (RawWebSocket socket = RawWebSocket.open(server.port(), "/ws")) {
            for (Message message : prefix) {
                message.sendTo(socket);
            }
            violation.message().sendTo(socket);

            List<String> answers = new ArrayList<>();
            RawWebSocket.Frame frame = socket.read();
            while (frame.opcode() != RawWebSocket.CLOSE) {
                if (frame.opcode() == RawWebSocket.TEXT) {
                    answers.add(frame.text());
                }
                frame = socket.read();
            }

            assertThat(frame.closeCode()).as("close code after %s", violation.name()).isEqualTo(violation.closeCode());
            assertThat(answers).hasSize(prefix.stream().mapToInt(Message::answers).sum());
            answers.forEach(HostileFrameFuzzTest::assertEvent);
        }
        server.assertStillSaysHello();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("queries")
    void freshSocketAnswersHostileQueryWithEventOrJsonRefusal(String query) throws IOException {
        RawWebSocket.Handshake handshake = RawWebSocket.handshake(server.port(),
                ("/ws/fresh?" + query).getBytes(StandardCharsets.ISO_8859_1));
        if (handshake.socket() == null) {
            assertThat(handshake.status()).as("refusal of %s", HostileHttpFuzzTest.printable(query)).isIn(400, 414);
            JsonNode body = JsonTrees.parse(handshake.body());
            assertThat(JsonTrees.fieldNames(body)).containsExactly("error", "message");
            assertThat(HostileInput.isKnownErrorMessage(body.get("message").getStringValue())).isTrue();
        } else {
            try (RawWebSocket socket = handshake.socket()) {
                RawWebSocket.Frame first = socket.read();
                assertThat(first.opcode()).isEqualTo(RawWebSocket.TEXT);
                JsonNode event = assertEvent(first.text());
                if ("error".equals(event.get("event").getStringValue())) {
                    assertThat(socket.read().closeCode()).isEqualTo(1008);
                } else {
                    socket.send(RawWebSocket.CLOSE, new byte[] {0x03, (byte) 0xE8});
                    assertThat(socket.read().opcode()).isEqualTo(RawWebSocket.CLOSE);
                }
            }
        }
        server.assertStillSaysHello();
    }

    static Stream<Named<List<Message>>> wellFormed() {
        return Corpus.of("well-formed messages", 60, Frames.wellFormedMessage().list(6), Object::toString);
    }

    static Stream<Named<ViolationAfter>> violations() {
        Gen<List<Message>> prefixes = Frames.wellFormedMessage().list(6);
        Gen<Violation> violations = Frames.violations();
        return Corpus.of("protocol violations", 80,
                random -> new ViolationAfter(prefixes.next(random), violations.next(random)), Object::toString);
    }

    static Stream<Named<String>> queries() {
        return Corpus.of("fresh socket queries", 120, HostileInput.queries().filter(query -> query.length() < 3000),
                HostileHttpFuzzTest::printable);
    }

    private static byte[] sentinel() {
        return ("{\"event\":\"send_me_data\",\"idx\":" + SENTINEL + ",\"size\":1}").getBytes(StandardCharsets.UTF_8);
    }

    /** Text answers before the sentinel's; pongs are skipped; a close or a silent server fails. */
    private static List<String> readAnswersUntilSentinel(RawWebSocket socket) throws IOException {
        List<String> answers = new ArrayList<>();
        while (true) {
            RawWebSocket.Frame frame = socket.read();
            assertThat(frame.opcode()).as("frame %s", frame.text()).isIn(RawWebSocket.TEXT, RawWebSocket.PONG);
            if (frame.opcode() == RawWebSocket.TEXT) {
                JsonNode event = JsonTrees.parse(frame.text());
                if (event.get("idx") != null && event.get("idx").getLongValue() == SENTINEL) {
                    return answers;
                }
                answers.add(frame.text());
            }
        }
    }

    /** A data event with an alphanumeric payload, or an error event with a fixed message. */
    private static JsonNode assertEvent(String text) {
        assertThat(text).doesNotContain("Exception", "at io.", "at java.");
        JsonNode event = JsonTrees.parse(text);
        String kind = event.get("event").getStringValue();
        if ("you_have_data".equals(kind)) {
            assertThat(JsonTrees.fieldNames(event)).containsExactly("event", "idx", "data");
            assertThat(event.get("data").getStringValue()).matches(HostileInput.PAYLOAD);
        } else {
            assertThat(kind).isEqualTo("error");
            assertThat(JsonTrees.fieldNames(event)).containsExactly("event", "error", "message");
            assertThat(HostileInput.isKnownErrorMessage(event.get("message").getStringValue()))
                    .as("fixed message: %s", event.get("message").getStringValue()).isTrue();
        }
        return event;
    }
}
