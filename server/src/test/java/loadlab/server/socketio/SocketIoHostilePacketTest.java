package loadlab.server.socketio;

import static loadlab.server.socketio.SocketIoMainNamespaceTest.assertData;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.SplittableRandom;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing under hostile packets: text assembled at random from the protocol's own
 * pieces (types, namespaces, ack ids, JSON fragments, junk). After each one the connection still
 * answers a client ping in order, every answer on the way is a Socket.IO packet or a pong, and
 * nothing is logged at WARN or above. Seeded: -Dfuzz.seed and -Dfuzz.tries override.
 */
@MicronautTest(transactional = false)
class SocketIoHostilePacketTest {
    private static final String[] PIECES = {"4", "0", "2", "3", "5", "6", "7", "9", "/", "/fresh", "/nope", ",", "-",
        "[", "]", "{", "}", "\"", "\"send_me_data\"", "\"you_have_data\"", "\"error\"", "null", "true", "-1", "1.5",
        "9007199254740993", "1048577", "12", "0", " ", "\\", "\u00e9", "\ud83d\ude00", "<script>", "%ZZ", "x".repeat(300)};

    @Inject
    EmbeddedServer server;

    @Test
    void survivesRandomPacketsWithoutClosingOrLogging() throws IOException {
        long seed = Long.getLong("fuzz.seed", 20261130L);
        int tries = Integer.getInteger("fuzz.tries", 300);
        SplittableRandom random = new SplittableRandom(seed);
        try (LogCapture log = LogCapture.start();
             SocketIoWire socket = SocketIoWire.open(server.getPort(), "&idx=1&size=8").joinMain()) {
            for (int attempt = 0; attempt < tries; attempt++) {
                String packet = hostile(random);

                socket.send(packet).send("2alive" + attempt);

                for (String answer = socket.nextText(); !answer.equals("3alive" + attempt); answer = socket.nextText()) {
                    assertThat(answer).as("answer to %s (seed %s)", packet, seed).matches("(?s)(4[024].*|3.*)");
                }
            }
            assertData(socket.exchange("42[\"send_me_data\",5,3]"), 5, 3);
            assertThat(log.atLeast(Level.WARN)).isEmpty();
        }
    }

    /** A random packet that neither leaves (Engine.IO 1, Socket.IO 41) nor is a client ping. */
    private static String hostile(SplittableRandom random) {
        StringBuilder packet = new StringBuilder(random.nextBoolean() ? "4" : "");
        int pieces = random.nextInt(8);
        for (int i = 0; i < pieces; i++) {
            packet.append(PIECES[random.nextInt(PIECES.length)]);
        }
        String text = packet.toString();
        if (text.startsWith("1") || text.startsWith("41") || text.startsWith("2")) {
            return "x" + text;
        }
        return text;
    }
}
