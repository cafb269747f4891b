package loadlab.server.web;

import io.micronaut.serde.annotation.Serdeable;

/** The contract's error shape: {@code {"error":"<short code>","message":"<what was wrong>"}}. */
@Serdeable
public record ErrorBody(String error, String message) {
}
