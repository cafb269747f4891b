package loadlab.server.support;

import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import loadlab.server.contract.ContractServer;

/**
 * The JDK HTTP client, pinned to HTTP/1.1 (its default would try an h2c upgrade), aimed at the
 * embedded server by loopback address, or at a contract test's {@link ContractServer}.
 */
public final class LabHttp {
    /** Bound on every wait in the tests: a hang fails, it never blocks the build. */
    public static final Duration WAIT = Duration.ofSeconds(10);

    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(WAIT)
            .build();

    private LabHttp() {
    }

    public static HttpClient client() {
        return CLIENT;
    }

    public static URI uri(EmbeddedServer server, String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + server.getPort() + pathAndQuery);
    }

    public static HttpRequest.Builder request(EmbeddedServer server, String pathAndQuery) {
        return HttpRequest.newBuilder(uri(server, pathAndQuery)).timeout(WAIT);
    }

    public static HttpRequest.Builder request(ContractServer target, String pathAndQuery) {
        return HttpRequest.newBuilder(target.http(pathAndQuery)).timeout(WAIT);
    }

    public static HttpResponse<String> get(EmbeddedServer server, String pathAndQuery) {
        return send(request(server, pathAndQuery).GET().build());
    }

    public static HttpResponse<String> get(ContractServer target, String pathAndQuery) {
        return send(request(target, pathAndQuery).GET().build());
    }

    public static HttpResponse<String> post(EmbeddedServer server, String path) {
        return send(request(server, path).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    public static HttpResponse<String> post(ContractServer target, String path) {
        return send(request(target, path).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    public static HttpResponse<String> send(HttpRequest request) {
        try {
            return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    public static CompletableFuture<HttpResponse<String>> sendAsync(HttpRequest request) {
        return CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
