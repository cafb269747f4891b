package loadlab.server.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** Contract, "AJAX transport": the value of {@code Access-Control-Allow-Origin} is configurable. */
@MicronautTest(transactional = false)
@Property(name = "lab.transport.cors-origin", value = "https://app.example.org")
class CorsOriginTest {
    @Inject
    EmbeddedServer server;

    @Test
    void sendsConfiguredOrigin() {
        HttpResponse<String> response = LabHttp.send(LabHttp.request(server, "/ajax?idx=1&size=4")
                .header("Origin", "https://app.example.org").GET().build());

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("https://app.example.org");
    }

    @Test
    void sendsConfiguredOriginOnJsonp() {
        HttpResponse<String> response = LabHttp.get(server, "/ajax?idx=1&size=4&callback=cb");

        assertThat(response.headers().allValues("Access-Control-Allow-Origin")).containsExactly("https://app.example.org");
    }
}
