package loadlab.server.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The transports experiment's browser page is a static resource of the server (docs/browser.md). */
@MicronautTest(transactional = false)
class TransportsPageTest {
    @Inject
    EmbeddedServer server;

    @ParameterizedTest(name = "serves {0} as {1}")
    @CsvSource(delimiter = '|', textBlock = """
            /lab/transports.html | text/html.*    | <script src="transports.js"></script> | id="run"
            /lab/transports.js   | .*javascript.* | window.labResults                     | performance.now()
            """)
    void servesThePageAndItsScriptWithTheirTypes(String path, String contentType, String marker, String otherMarker) {
        HttpResponse<String> response = LabHttp.get(server, path);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(type ->
                assertThat(type).matches(contentType));
        assertThat(response.body()).contains(marker).contains(otherMarker);
    }

    @Test
    void answersAnUnknownPageWithTheContractsNotFound() {
        HttpResponse<String> response = LabHttp.get(server, "/lab/missing.html");

        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(response.body()).contains("\"error\":\"not_found\"");
    }
}
