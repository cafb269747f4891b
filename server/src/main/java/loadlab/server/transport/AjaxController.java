package loadlab.server.transport;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Options;
import io.micronaut.http.annotation.QueryValue;
import loadlab.wire.Exchange;
import loadlab.wire.ExchangeJson;
import loadlab.wire.JsonpCallback;

/**
 * Contract, "AJAX transport": one request per exchange, JSON or JSONP. Runs on the event loop:
 * the work is a bounded in-memory fill (1 MiB at most), cheaper than a thread hop.
 */
@AjaxCors
@Controller("/ajax")
public final class AjaxController {
    private static final MediaType JAVASCRIPT = MediaType.of("text/javascript");

    private final TransportConfig config;

    public AjaxController(TransportConfig config) {
        this.config = config;
    }

    @Get(produces = {MediaType.APPLICATION_JSON, "text/javascript"})
    public MutableHttpResponse<byte[]> exchange(@Nullable @QueryValue String idx,
                                                @Nullable @QueryValue String size,
                                                @Nullable @QueryValue String callback) {
        Exchange exchange = Exchange.fromQuery(idx, size, config.defaultSize(), config.maxSize());
        if (callback != null) {
            return HttpResponse.ok(ExchangeJson.jsonp(new JsonpCallback(callback), exchange)).contentType(JAVASCRIPT);
        }
        return HttpResponse.ok(ExchangeJson.ajax(exchange)).contentType(MediaType.APPLICATION_JSON_TYPE);
    }

    /** Preflight for cross-origin callers that add their own headers. */
    @Options
    public MutableHttpResponse<Void> preflight(
            @Nullable @Header(HttpHeaders.ACCESS_CONTROL_REQUEST_HEADERS) String requestedHeaders) {
        MutableHttpResponse<Void> response = HttpResponse.<Void>noContent()
                .header(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, "GET, OPTIONS")
                .header(HttpHeaders.ACCESS_CONTROL_MAX_AGE, "600");
        if (requestedHeaders != null) {
            response.header(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, requestedHeaders);
        }
        return response;
    }
}
