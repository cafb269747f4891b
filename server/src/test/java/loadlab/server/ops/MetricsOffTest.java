package loadlab.server.ops;

import static loadlab.server.support.ContractAssertions.assertContractError;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URI;
import loadlab.server.support.LabHttp;
import loadlab.server.support.SocketClient;
import org.junit.jupiter.api.Test;

/** {@code micronaut.metrics.enabled=false}: no {@code /prometheus}, and every endpoint that counts still serves. */
@MicronautTest(transactional = false)
@Property(name = "micronaut.metrics.enabled", value = "false")
class MetricsOffTest {
    @Inject
    EmbeddedServer server;

    @Test
    void answersPrometheusWith404AndServesWhatItWouldHaveCounted() {
        assertContractError(LabHttp.get(server, "/prometheus"), 404, "not_found");
        assertThat(LabHttp.post(server, "/items").statusCode()).isEqualTo(201);
        try (SocketClient socket = SocketClient.open(URI.create("ws://127.0.0.1:" + server.getPort() + "/ws"))) {
            socket.sendText("{\"event\":\"send_me_data\",\"idx\":3,\"size\":2}");
            assertThat(socket.nextText()).contains("\"idx\":3");
        }
    }
}
