package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import loadlab.server.support.JsonTrees;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;

/**
 * Stopping the server closes open WebSockets with 1001 "going away" instead of dropping the TCP
 * connection (which a client reports as 1006, abnormal closure). The in-process half of the
 * shutdown story; GracefulShutdownTest does it to a real process with SIGTERM.
 */
class GoingAwayOnStopTest {
    @Test
    void closesOpenSocketsWithGoingAwayWhenServerStops() {
        List<SocketClient> sockets = new ArrayList<>();
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("micronaut.server.port", -1), Environment.TEST)) {
            for (int i = 0; i < 5; i++) {
                SocketClient socket = SocketClient.open(URI.create("ws://127.0.0.1:" + server.getPort() + "/ws"));
                String request = "{\"event\":\"send_me_data\",\"idx\":" + i + ",\"size\":4}";
                assertThat(JsonTrees.parse(socket.sendText(request).nextText()).get("idx").getLongValue()).isEqualTo(i);
                sockets.add(socket);
            }

            server.stop();

            for (SocketClient socket : sockets) {
                assertThat(socket.awaitClose().code()).isEqualTo(1001);
            }
        } finally {
            sockets.forEach(SocketClient::close);
        }
    }
}
