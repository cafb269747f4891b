package loadlab.server.accept;

import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.netty.channel.EventLoopGroup;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/**
 * The event loop group the HTTP server accepts and serves on, by name, for
 * {@code micronaut.server.netty.parent.event-loop-group} and {@code worker.event-loop-group}: the
 * default loops (no acceptor thread of its own), registering a connection where it was accepted.
 */
@Factory
final class LoopLocalGroupFactory {
    /** The name application.yml gives the server's parent and worker groups. */
    static final String NAME = "lab-http";

    @Bean
    @Singleton
    @Named(NAME)
    EventLoopGroup httpLoops(EventLoopGroupRegistry registry, ListenerPerLoop listenerPerLoop) {
        return new LoopLocalGroup(registry.getDefaultEventLoopGroup(), listenerPerLoop::active);
    }
}
