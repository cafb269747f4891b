package loadlab.server.web;

import static loadlab.server.support.ContractAssertions.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.IOException;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Error answers carry fixed messages, so markup sent by a client is
 * never reflected, wherever it was put. Request targets are sent raw, as an attacker would.
 */
@MicronautTest(transactional = false)
class ErrorBodiesNeverEchoInputTest {
    @Inject
    EmbeddedServer server;

    @ParameterizedTest
    @ValueSource(strings = {
        "/<script>alert(1)</script>",
        "/ajax?idx=<script>alert(1)</script>",
        "/ajax?idx=1&size=\"><img/src/onerror=alert(1)>",
        "/ajax?idx=1&callback=alert(document.cookie)//",
        "/ajax?idx=1&callback=%3Cscript%3Ealert(1)%3C/script%3E",
        "/ajax?idx=%ZZ<svg/onload=alert(1)>",
        "/ws/fresh?idx=%ZZ<svg/onload=alert(1)>",
        "/items/<script>alert(1)</script>"
    })
    void neverReflectsMarkupInErrorBodies(String target) throws IOException {
        try (RawHttp http = RawHttp.connect(server.getPort())) {
            RawHttp.Response response = http.send("GET " + target + " HTTP/1.1", "Host: 127.0.0.1", "Connection: close").read();

            assertThat(response.status()).isBetween(400, 499);
            assertThat(response.header("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/json"));
            assertNoStackTrace(response.body());
            assertThat(response.body()).doesNotContain("<", ">", "alert", "script", "onerror", "onload", "%ZZ");
        }
    }
}
