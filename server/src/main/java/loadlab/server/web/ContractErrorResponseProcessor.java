package loadlab.server.web;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import jakarta.inject.Singleton;
import java.net.URISyntaxException;

/**
 * Every error the framework answers by itself (undecodable query, unknown route, wrong method,
 * oversized body, unexpected fault) uses the contract's {@code {"error","message"}} JSON instead of
 * Micronaut's own shape. Messages are fixed texts: raw input is never echoed back, and a 500
 * never carries a stack trace.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public final class ContractErrorResponseProcessor implements ErrorResponseProcessor<ErrorBody> {

    @Override
    public MutableHttpResponse<ErrorBody> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
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
            case UNSUPPORTED_MEDIA_TYPE -> new ErrorBody("unsupported_media_type", "unsupported content type");
            case NOT_ACCEPTABLE -> new ErrorBody("not_acceptable", "no acceptable representation");
            case SERVICE_UNAVAILABLE -> new ErrorBody("unavailable", "the service is unavailable");
            default -> status.getCode() >= 500
                    ? new ErrorBody("internal_error", "the server failed to answer this request")
                    : new ErrorBody("http_" + status.getCode(), status.getReason());
        };
    }
}
