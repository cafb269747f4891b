package loadlab.tomcat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.apache.catalina.LifecycleException;

/**
 * A server started in this JVM on a free port for one test class, and an HTTP/1.1 client for it
 * (the JDK client would otherwise offer an h2c upgrade, see FIELD-NOTES).
 */
public final class TestServer implements AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final LabServer server;

    private TestServer(LabServer server) {
        this.server = server;
    }

    public static TestServer inMemory() {
        return start(new Settings(0, null, "*", Duration.ofSeconds(10)));
    }

    public static TestServer start(Settings settings) {
        try {
            return new TestServer(LabServer.start(settings));
        } catch (LifecycleException | IOException e) {
            throw new IllegalStateException("the server did not start", e);
        }
    }

    public LabServer server() {
        return server;
    }

    public int port() {
        return server.port();
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

    @Override
    public void close() {
        server.stop();
    }
}
