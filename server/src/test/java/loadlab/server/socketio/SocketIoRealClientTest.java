package loadlab.server.socketio;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.Duration;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Socket.IO framing against the real client: {@code socket.io-client} v4 on Node.js, WebSocket
 * transport only, main namespace exchanges, the fresh namespace's push, connect errors, and a
 * short heartbeat the client must keep answering. See {@code src/test/node}.
 */
@MicronautTest(transactional = false)
@Property(name = "lab.socketio.ping-interval", value = "200ms")
@Property(name = "lab.socketio.ping-timeout", value = "2s")
class SocketIoRealClientTest {
    @Inject
    EmbeddedServer server;

    @BeforeAll
    static void installClient() throws IOException {
        NodeClientCheck.prepare();
    }

    @Test
    void realSocketIoClientExchangesOnBothNamespaces() {
        NodeClientCheck.Outcome outcome;
        try (LogCapture log = LogCapture.start()) {
            outcome = NodeClientCheck.check("http://127.0.0.1:" + server.getPort(), Duration.ofSeconds(90), "20", "5");

            assertThat(log.atLeast(Level.WARN)).as("server log").isEmpty();
        }

        assertThat(outcome.exitCode()).as("exit code; output:%n%s", outcome.output()).isZero();
        assertThat(outcome.output()).contains(
                "main namespace: 21 exchanges ok",
                "main namespace: error event ok",
                "main namespace: still open after 1 s of pings ok",
                "fresh namespace: 5 connections ok",
                "connect errors: ok",
                "ALL OK");
    }
}
