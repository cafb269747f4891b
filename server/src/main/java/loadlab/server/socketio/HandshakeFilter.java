package loadlab.server.socketio;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import loadlab.server.web.ErrorBody;

/**
 * Only the WebSocket transport of Engine.IO v4 is served: every other request to the Socket.IO
 * path (long-polling GET or POST, another {@code EIO} version, no {@code transport}, a GET that
 * is not an upgrade) is answered 400 with the contract's error JSON before the upgrade or the
 * router can turn it into a 101, 404 or 405. Micronaut runs server filters for upgrade requests
 * too, and writes a filter's answer as a plain HTTP response instead of upgrading. It runs for the
 * Socket.IO route ({@link SocketIoHandshake}) and for unrouted requests on its path.
 */
@SocketIoHandshake
@ServerFilter({SocketIoConfig.ROUTED_PATH, SocketIoConfig.ROUTED_PATH + "**"})
public final class HandshakeFilter {
    static final ErrorBody BAD_EIO = new ErrorBody("bad_eio", "only Engine.IO protocol version 4 is served: send EIO=4");
    static final ErrorBody POLLING = new ErrorBody("bad_transport",
            "only the websocket transport is served (transport=websocket); long-polling is not supported");
    static final ErrorBody NOT_UPGRADE = new ErrorBody("bad_transport",
            "transport=websocket needs a GET request that upgrades to a WebSocket");

    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> refuseOtherTransports(HttpRequest<?> request) {
        ErrorBody problem = problem(request);
        if (problem == null) {
            return null;
        }
        return HttpResponse.<ErrorBody>badRequest(problem).contentType(MediaType.APPLICATION_JSON_TYPE);
    }

    static ErrorBody problem(HttpRequest<?> request) {
        if (!"4".equals(request.getParameters().get("EIO"))) {
            return BAD_EIO;
        }
        if (!"websocket".equals(request.getParameters().get("transport"))) {
            return POLLING;
        }
        boolean upgrade = request.getHeaders().contains(HttpHeaders.UPGRADE)
                && "websocket".equalsIgnoreCase(request.getHeaders().get(HttpHeaders.UPGRADE));
        return request.getMethod() == HttpMethod.GET && upgrade ? null : NOT_UPGRADE;
    }
}
