package loadlab.lab.launch;

import java.net.http.HttpClient;
import java.time.Duration;

/**
 * The JDK client for every HTTP call the suite makes outside Gatling (health, item counts).
 * HTTP/1.1 only: by default the JDK client asks for an h2c upgrade ({@code Upgrade: h2c}), and a
 * Node.js server with an {@code upgrade} listener (the usual {@code ws} setup) takes every such
 * request for a WebSocket upgrade and answers 404 or drops it.
 */
public final class OutOfBandHttp {
    private OutOfBandHttp() {
    }

    public static HttpClient client(Duration connectTimeout) {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connectTimeout)
                .build();
    }
}
