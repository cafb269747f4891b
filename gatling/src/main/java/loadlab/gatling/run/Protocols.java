package loadlab.gatling.run;

import static io.gatling.javaapi.http.HttpDsl.http;

import io.gatling.javaapi.http.HttpProtocolBuilder;
import loadlab.lab.launch.BaseUrl;

/** The HTTP/WebSocket protocol for a target, with the connection behaviour an experiment needs. */
public final class Protocols {
    private Protocols() {
    }

    /** How virtual users hold TCP connections. */
    public enum Connections {
        /** Each virtual user keeps its own connection alive, like a browser or one {@code ab -k} client. */
        PER_USER,
        /** Finished users hand their kept-alive connections to the next ones (one request per user). */
        SHARED,
        /** {@code Connection: close} on every request: a new TCP connection each time, like {@code ab} without -k. */
        NEW_PER_REQUEST
    }

    public static HttpProtocolBuilder http(BaseUrl target, Connections connections) {
        HttpProtocolBuilder protocol = http
                .baseUrl(target.http())
                .wsBaseUrl(target.ws())
                .userAgentHeader("loadlab-gatling")
                .disableWarmUp()
                // A browser's HTTP cache and Referer are not what the lab measures: every request goes to the
                // server, and the per-user work to store cache headers and set Referer leaves the hot path.
                .disableCaching()
                .disableAutoReferer();
        return switch (connections) {
            case PER_USER -> protocol;
            case SHARED -> protocol.shareConnections();
            case NEW_PER_REQUEST -> protocol.connectionHeader("close");
        };
    }

    /** The connection behaviour for {@code -DkeepAlive}, when users come and go. */
    public static Connections forKeepAlive(boolean keepAlive, boolean usersAreShortLived) {
        if (!keepAlive) {
            return Connections.NEW_PER_REQUEST;
        }
        return usersAreShortLived ? Connections.SHARED : Connections.PER_USER;
    }
}
