package loadlab.server.contract;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URI;
import java.util.Map;

/**
 * The server a contract test talks to: where it listens, and, for the reference server the test
 * class started itself, the server to stop when the class is done.
 */
public final class ContractServer implements AutoCloseable {
    private final String host;
    private final int port;
    private final EmbeddedServer started;

    private ContractServer(String host, int port, EmbeddedServer started) {
        this.host = host;
        this.port = port;
        this.started = started;
    }

    /** A server somebody else runs, at {@code http://host:port}. */
    public static ContractServer at(URI baseUrl) {
        return new ContractServer(baseUrl.getHost(), baseUrl.getPort(), null);
    }

    /** Starts the reference server on a free loopback port, as {@code @MicronautTest} would for the class. */
    public static ContractServer startReference() {
        EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1),
                Environment.TEST);
        return new ContractServer("127.0.0.1", server.getPort(), server);
    }

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    /** {@code http://host:port} + the path and query, as given (already encoded). */
    public URI http(String pathAndQuery) {
        return URI.create("http://" + host + ":" + port + pathAndQuery);
    }

    /** {@code ws://host:port} + the path and query, as given (already encoded). */
    public URI ws(String pathAndQuery) {
        return URI.create("ws://" + host + ":" + port + pathAndQuery);
    }

    @Override
    public void close() {
        if (started != null) {
            started.close();
        }
    }

    @Override
    public String toString() {
        return "http://" + host + ":" + port + (started == null ? "" : " (reference server)");
    }
}
