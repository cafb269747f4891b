package loadlab.server.transport;

import io.micronaut.http.annotation.FilterMatcher;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binds {@link CorsOriginFilter} to the AJAX route: a request routed elsewhere ({@code /hello})
 * skips the filter on an annotation check, where a path-only filter had its pattern matched
 * against every request's path (a few per cent of {@code /hello}'s CPU).
 */
@FilterMatcher
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface AjaxCors {
}
