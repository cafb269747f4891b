package loadlab.server.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;

/** The transports experiment's browser page is a static resource of the server (docs/browser.md). */
@MicronautTest(transactional = false)
class TransportsPageTest {
    @Inject
    EmbeddedServer server;

    @Test
    void servesThePageAsHtml() {
        HttpResponse<String> response = LabHttp.get(server, "/lab/transports.html");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).startsWith("text/html"));
        assertThat(response.body()).contains("<script src=\"transports.js\"></script>").contains("id=\"run\"");
    }

    @Test
    void servesItsScriptBesideIt() {
        HttpResponse<String> response = LabHttp.get(server, "/lab/transports.js");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).contains("javascript"));
        assertThat(response.body()).contains("window.labResults").contains("performance.now()");
    }

    @Test
    void answersAnUnknownPageWithTheContractsNotFound() {
        HttpResponse<String> response = LabHttp.get(server, "/lab/missing.html");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("\"error\":\"not_found\"");
    }
}
