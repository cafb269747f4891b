package loadlab.server.socketio;

import io.micronaut.http.annotation.FilterMatcher;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binds {@link HandshakeFilter} to the Socket.IO endpoint: a request routed elsewhere skips the
 * filter on an annotation check instead of having the Socket.IO path patterns matched against its
 * path. Requests that match no route (polling POSTs) are still matched by path.
 */
@FilterMatcher
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface SocketIoHandshake {
}
