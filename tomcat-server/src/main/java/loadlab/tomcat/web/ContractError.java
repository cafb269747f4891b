package loadlab.tomcat.web;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * CONTRACT.md "Errors": {@code {"error":"<short code>","message":"<what was wrong>"}} as
 * {@code application/json} with a Content-Length. Messages are fixed texts that never echo client input.
 */
public record ContractError(int status, String code, String message) {
    public static final String JSON = "application/json";
    /** A query Tomcat cannot decode ({@code %ZZ}, bad UTF-8): Tomcat 11 throws when a parameter is first read. */
    public static final ContractError BAD_QUERY = new ContractError(400, "bad_query", "the query string cannot be decoded");

    public ContractError {
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("an error status is 4xx or 5xx, got " + status);
        }
    }

    public byte[] body() {
        return ("{\"error\":" + JsonStrings.quote(code) + ",\"message\":" + JsonStrings.quote(message) + "}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** Writes this error as the whole answer; headers already set (Allow, CORS) stay. */
    public void send(HttpServletResponse response) throws IOException {
        byte[] body = body();
        response.setStatus(status);
        response.setContentType(JSON);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    /**
     * What a status means when Tomcat itself refused the request (an unparsable request line, a
     * bad upgrade, an exception): the reference server's codes (CONTRACT.md, "How the reference
     * server fills in ..."), never Tomcat's message, which may quote the request.
     */
    public static ContractError forStatus(int status) {
        return switch (status) {
            case 400 -> new ContractError(400, "bad_request", "the request is not valid HTTP/1.1");
            case 404 -> new ContractError(404, "not_found", "no such endpoint");
            case 405 -> new ContractError(405, "method_not_allowed", "this method is not allowed here");
            case 406 -> new ContractError(406, "not_acceptable", "the Accept header names nothing this endpoint gives");
            case 408 -> new ContractError(408, "request_timeout", "the request did not arrive in time");
            case 413 -> new ContractError(413, "payload_too_large", "the request body is too large");
            case 414 -> new ContractError(414, "uri_too_long", "the request target is too long");
            case 426 -> new ContractError(426, "bad_request", "this WebSocket version is not supported: use 13");
            case 431 -> new ContractError(431, "headers_too_large", "the request headers are too large");
            case 501 -> new ContractError(501, "bad_request", "this request is not supported");
            case 503 -> new ContractError(503, "service_unavailable", "the server cannot answer now");
            case 505 -> new ContractError(505, "bad_request", "only HTTP/1.0 and HTTP/1.1 are served");
            default -> status < 500
                    ? new ContractError(status, "bad_request", "the request was refused")
                    : new ContractError(status, "internal_error", "the server failed to answer this request");
        };
    }
}
