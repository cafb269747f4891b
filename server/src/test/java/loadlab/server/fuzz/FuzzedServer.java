package loadlab.server.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.util.Map;
import loadlab.server.support.LabHttp;
import loadlab.server.support.LogCapture;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The reference server a fuzz test class attacks, started once for the class with its log
 * watched: a hostile input must be answered, so anything logged at ERROR fails the class.
 */
final class FuzzedServer implements BeforeAllCallback, AfterAllCallback {
    private EmbeddedServer server;
    private LogCapture logs;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1), Environment.TEST);
        logs = LogCapture.start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try {
            assertThat(logs.atLeast(Level.ERROR)).isEmpty();
        } finally {
            logs.close();
            server.close();
        }
    }

    int port() {
        return server.getPort();
    }

    /** No try may leave the server unable to serve the next client. */
    void assertStillSaysHello() {
        assertThat(LabHttp.get(server, "/hello").body()).isEqualTo("Hello, World!");
    }
}
