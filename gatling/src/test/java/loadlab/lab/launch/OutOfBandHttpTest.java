package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import loadlab.gatling.insert.ItemCount;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The suite's own HTTP calls work against a server that takes any request with an {@code Upgrade}
 * header for a WebSocket upgrade and refuses it, as a Node.js {@code http} + {@code ws} server does.
 */
class OutOfBandHttpTest {
    private HttpServer server;
    private BaseUrl url;

    @BeforeEach
    void startServerThatRefusesUpgrades() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/items/count", exchange -> {
            boolean upgrade = exchange.getRequestHeaders().containsKey("Upgrade");
            byte[] body = (upgrade ? "{\"error\":\"not_found\"}" : "{\"count\":7}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(upgrade ? 404 : 200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        url = BaseUrl.loopback(server.getAddress().getPort());
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void itemCountIsReadWithoutAskingForAnUpgrade() {
        assertThat(ItemCount.fetch(url)).isEqualTo(7);
    }
}
