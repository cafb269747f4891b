package loadlab.server.store;

import com.mongodb.connection.TransportSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.EventLoopGroupConfiguration;
import io.micronaut.http.netty.channel.EventLoopGroupFactory;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.netty.channel.socket.SocketChannel;
import jakarta.inject.Singleton;

/**
 * Runs the MongoDB driver's connections on the server's own Netty event loops instead of the
 * JDK's asynchronous channels, whose completion handlers run on a separate thread pool: one
 * thread hand-off less per insert in each direction.
 * <p>
 * The driver's channels are of the loops' own transport (io_uring, epoll or NIO, whichever
 * {@code micronaut.netty.event-loops.default.transport} settled on): a loop registers only channels
 * of its own kind. Micronaut's factory answers which class that is, as it does for its HTTP client.
 */
@Singleton
@Requires(property = "lab.store.driver-transport", value = "netty", defaultValue = "netty")
final class DriverTransport implements BeanCreatedEventListener<DefaultMongoConfiguration> {
    private final EventLoopGroupRegistry registry;
    private final EventLoopGroupFactory factory;

    DriverTransport(EventLoopGroupRegistry registry, EventLoopGroupFactory factory) {
        this.registry = registry;
        this.factory = factory;
    }

    @Override
    public DefaultMongoConfiguration onCreated(BeanCreatedEvent<DefaultMongoConfiguration> event) {
        DefaultMongoConfiguration mongo = event.getBean();
        mongo.getClientSettings().transportSettings(TransportSettings.nettyBuilder()
                .eventLoopGroup(registry.getDefaultEventLoopGroup())
                .socketChannelClass(socketChannelClass())
                .build());
        return mongo;
    }

    /** The client channel class of the transport the default loops settled on (Micronaut always configures them). */
    private Class<? extends SocketChannel> socketChannelClass() {
        return registry.getEventLoopGroupConfiguration(EventLoopGroupConfiguration.DEFAULT)
                .map(factory::clientSocketChannelClass)
                .orElseThrow(() -> new IllegalStateException("no configuration for the default event loops"));
    }
}
