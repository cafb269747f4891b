package loadlab.server.web;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.HttpServerConfiguration;
import io.netty.handler.codec.DateFormatter;
import java.util.Date;

/**
 * Enforces {@code micronaut.server.max-request-size} on every request. Micronaut checks it only
 * while a handler reads the body, and no handler here reads one (POST /items takes an empty
 * body), so a request declaring a large body would otherwise be served while the upload is read
 * and dropped. A declared length above the limit gets 413 and the connection is closed, so the
 * rest of the upload is never read.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public final class BodyLimitFilter implements Ordered {
    private final long maxRequestSize;

    public BodyLimitFilter(HttpServerConfiguration server) {
        this.maxRequestSize = server.getMaxRequestSize();
    }

    @RequestFilter
    @Nullable
    public HttpResponse<ErrorBody> refuseOversizedBody(HttpRequest<?> request) {
        if (request.getContentLength() <= maxRequestSize) {
            return null;
        }
        return HttpResponse.<ErrorBody>status(HttpStatus.REQUEST_ENTITY_TOO_LARGE)
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .header(HttpHeaders.CONNECTION, "close")
                .header(HttpHeaders.DATE, DateFormatter.format(new Date()))
                .body(ContractErrorResponseProcessor.describe(HttpStatus.REQUEST_ENTITY_TOO_LARGE, null));
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE;
    }
}
