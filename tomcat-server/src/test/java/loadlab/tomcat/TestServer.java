package loadlab.tomcat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.apache.catalina.LifecycleException;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A server started in this JVM on a free port, and an HTTP/1.1 client for it (the JDK client would
 * otherwise offer an h2c upgrade, see FIELD-NOTES). Registered with {@code @RegisterExtension} it
 * runs once for the class when the field is static, and afresh for every test (an empty store each
 * time) when it is not; {@link #start()} starts it by hand for a test that owns its lifetime.
 */
public final class TestServer implements AutoCloseable,
        BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final Settings settings;
    private LabServer server;
    private boolean perClass;

    private TestServer(Settings settings) {
        this.settings = settings;
    }

    /** Items in memory, any origin, the default fresh-socket idle timeout; not started yet. */
    public static TestServer inMemory() {
        return with(new Settings(0, null, "*", Duration.ofSeconds(10)));
    }

    /** A server for these settings; not started yet. */
    public static TestServer with(Settings settings) {
        return new TestServer(settings);
    }

    public TestServer start() {
        if (server != null) {
            throw new IllegalStateException("the server is already running");
        }
        try {
            server = LabServer.start(settings);
        } catch (LifecycleException | IOException e) {
            throw new IllegalStateException("the server did not start", e);
        }
        return this;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        perClass = true;
        start();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (!perClass) {
            start();
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (!perClass) {
            close();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    public LabServer server() {
        if (server == null) {
            throw new IllegalStateException("the server is not running: register it as an extension or start() it");
        }
        return server;
    }

    public int port() {
        return server().port();
    }

    public URI uri(String pathAndQuery) {
        return URI.create("http://" + Settings.HOST + ":" + port() + pathAndQuery);
    }

    public URI socketUri(String pathAndQuery) {
        return URI.create("ws://" + Settings.HOST + ":" + port() + pathAndQuery);
    }

    public HttpResponse<String> get(String pathAndQuery) {
        return send("GET", pathAndQuery);
    }

    public HttpResponse<String> send(String method, String pathAndQuery) {
        return send(HttpRequest.newBuilder(uri(pathAndQuery)).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    public static HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return HTTP.send(request.timeout(Duration.ofSeconds(15)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Stops the server if it runs; a second close does nothing. */
    @Override
    public void close() {
        if (server != null) {
            server.stop();
            server = null;
        }
    }
}
