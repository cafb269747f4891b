package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Map;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/**
 * The server binds where it is told, and to loopback when it is not. Bound to 127.0.0.1 it answers
 * there and nowhere else: 127.0.0.2 is the same loopback interface, so a server bound to all
 * addresses would accept it; this one must refuse.
 */
class BindAddressTest {
    @Test
    void bindsOnlyToTheConfiguredAddress() throws IOException {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "micronaut.server.host", "127.0.0.1"), Environment.TEST)) {
            assertThat(LabHttp.get(server, "/hello").statusCode()).isEqualTo(200);

            assertThat(connects(InetAddress.getByName("127.0.0.2"), server.getPort())).isFalse();
        }
    }

    @Test
    void bindsOnlyToLoopbackWhenNotTold() throws IOException {
        // application.yml alone: no test environment (application-test.yml), no environment variables.
        try (EmbeddedServer server = ApplicationContext.builder()
                .deduceEnvironment(false)
                .environmentPropertySource(false)
                .properties(Map.of("micronaut.server.port", -1))
                .run(EmbeddedServer.class)) {
            assertThat(server.getApplicationContext().getEnvironment().getActiveNames()).doesNotContain(Environment.TEST);
            assertThat(LabHttp.get(server, "/hello").statusCode()).isEqualTo(200);

            assertThat(connects(InetAddress.getByName("127.0.0.2"), server.getPort())).isFalse();
        }
    }

    private static boolean connects(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2000);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }
}
