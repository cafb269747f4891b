package loadlab.server.web;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.netty.handler.codec.DateFormatter;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import jakarta.inject.Singleton;
import java.net.URISyntaxException;
import java.util.Date;
import loadlab.wire.BadInputException;

/**
 * Every error the framework answers by itself (undecodable query, unknown route, wrong method,
 * oversized request, unexpected fault) uses the contract's {@code {"error","message"}} JSON instead
 * of Micronaut's own shape. Messages are fixed texts: raw input is never echoed back, and a 500
 * never carries a stack trace. Two repairs on the way: a request line or header block over the
 * limit is a 414 or 431 (Micronaut answers both with 413, "body too large"), and answers built
 * before routing get the {@code Date} header the contract promises.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public final class ContractErrorResponseProcessor implements ErrorResponseProcessor<ErrorBody> {

    @Override
    public MutableHttpResponse<ErrorBody> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
        Throwable decodeFailure = decodeFailure(context.getRequest());
        if (decodeFailure instanceof TooLongHttpLineException) {
            response.status(HttpStatus.REQUEST_URI_TOO_LONG);
        } else if (decodeFailure instanceof TooLongHttpHeaderException) {
            response.status(HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE);
        }
        if (!response.getHeaders().contains(HttpHeaders.DATE)) {
            response.header(HttpHeaders.DATE, DateFormatter.format(new Date()));
        }
        Throwable cause = context.getRootCause().orElse(null);
        ErrorBody body = describe(response.status(), cause);
        return response.contentType(MediaType.APPLICATION_JSON_TYPE).body(body);
    }

    static ErrorBody describe(HttpStatus status, Throwable cause) {
        if (cause instanceof BadInputException bad) {
            return new ErrorBody(bad.code(), bad.getMessage());
        }
        if (cause instanceof URISyntaxException || cause instanceof IllegalArgumentException
                && status == HttpStatus.BAD_REQUEST) {
            return new ErrorBody("bad_query", "the request URI or its query string cannot be decoded");
        }
        if (cause instanceof ConversionErrorException conversion) {
            return new ErrorBody("bad_parameter",
                    "parameter '" + conversion.getArgument().getName() + "' has the wrong type");
        }
        return switch (status) {
            case BAD_REQUEST -> new ErrorBody("bad_request", "the request is malformed");
            case NOT_FOUND -> new ErrorBody("not_found", "no such resource");
            case METHOD_NOT_ALLOWED -> new ErrorBody("method_not_allowed", "method not allowed on this resource");
            case REQUEST_ENTITY_TOO_LARGE -> new ErrorBody("payload_too_large", "the request body is too large");
            case REQUEST_URI_TOO_LONG -> new ErrorBody("uri_too_long", "the request line is too long");
            case REQUEST_HEADER_FIELDS_TOO_LARGE -> new ErrorBody("headers_too_large", "the request headers are too large");
            case UNSUPPORTED_MEDIA_TYPE -> new ErrorBody("unsupported_media_type", "unsupported content type");
            case NOT_ACCEPTABLE -> new ErrorBody("not_acceptable", "no acceptable representation");
            case SERVICE_UNAVAILABLE -> new ErrorBody("unavailable", "the service is unavailable");
            default -> status.getCode() >= 500
                    ? new ErrorBody("internal_error", "the server failed to answer this request")
                    : new ErrorBody("http_" + status.getCode(), status.getReason());
        };
    }

    private static Throwable decodeFailure(HttpRequest<?> request) {
        if (request instanceof NettyHttpRequest<?> netty && netty.getNativeRequest().decoderResult().isFailure()) {
            return netty.getNativeRequest().decoderResult().cause();
        }
        return null;
    }
}
