package loadlab.server.transport;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Contract, "AJAX transport": cross-origin browsers get {@code Access-Control-Allow-Origin} on
 * every /ajax answer, errors included, so a page can read why it was refused. Micronaut's own
 * CORS support stays off: it would add a second header next to this one. It runs for the AJAX
 * route ({@link AjaxCors}) and for any unrouted request on its path (a wrong method's 405).
 */
@AjaxCors
@ServerFilter("/ajax")
public final class CorsOriginFilter {
    private final String origin;

    public CorsOriginFilter(TransportConfig config) {
        this.origin = config.corsOrigin();
    }

    @ResponseFilter
    public void allowOrigin(MutableHttpResponse<?> response) {
        response.header(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    }
}
