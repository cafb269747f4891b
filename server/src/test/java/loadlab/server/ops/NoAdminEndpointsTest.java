package loadlab.server.ops;

import static loadlab.server.support.ContractAssertions.assertContractError;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The operations endpoints are the read-only {@code GET /health} and {@code GET /prometheus}. Micronaut's
 * management module is on the class path for the latter only: its other endpoints (env, beans, loggers,
 * stop, ...) stay switched off ({@code endpoints.all.enabled: false}); this keeps them so.
 */
@MicronautTest(transactional = false)
class NoAdminEndpointsTest {
    @Inject
    EmbeddedServer server;

    @ParameterizedTest
    @ValueSource(strings = {"/env", "/beans", "/loggers", "/metrics", "/routes", "/info", "/refresh", "/stop",
        "/threaddump", "/caches", "/health/liveness", "/management/health"})
    void answersManagementPathsWith404(String path) {
        assertContractError(LabHttp.get(server, path), 404, "not_found");
        assertContractError(LabHttp.send(LabHttp.request(server, path).POST(HttpRequest.BodyPublishers.noBody()).build()),
                404, "not_found");
    }
}
