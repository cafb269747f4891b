package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URI;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;

/** Contract, "WebSocket, fresh connection per exchange": an idle fresh connection is closed after the timeout. */
@MicronautTest(transactional = false)
@Property(name = "lab.transport.fresh-idle-timeout", value = "300ms")
class FreshSocketIdleTimeoutTest {
    @Inject
    EmbeddedServer server;

    @Test
    void closesIdleConnectionAfterTimeout() {
        URI uri = URI.create("ws://127.0.0.1:" + server.getPort() + "/ws/fresh?idx=1&size=4");
        try (SocketClient socket = SocketClient.open(uri)) {
            assertThat(JsonTrees.parse(socket.nextText()).get("idx").getLongValue()).isEqualTo(1);

            SocketClient.Closing closing = socket.awaitClose();

            assertThat(closing.code()).isEqualTo(1000);
            assertThat(closing.reason()).isEqualTo("idle timeout");
        }
    }
}
