package loadlab.server.accept;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.bind.annotation.Bindable;

/**
 * Where connections are accepted ({@code lab.accept.*}, env {@code LAB_ACCEPT_*}).
 *
 * @param listenerPerLoop one listening socket per event loop on the same port ({@code SO_REUSEPORT}),
 *                        each connection served by the loop that accepted it; only with a fixed
 *                        port and a native transport, io_uring or epoll (see {@link ListenerPerLoop})
 */
@ConfigurationProperties("lab.accept")
public record AcceptConfig(@Bindable(defaultValue = "true") boolean listenerPerLoop) {
}
