package loadlab.server.store;

import com.mongodb.connection.TransportSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/**
 * Runs the MongoDB driver's connections on the server's own Netty event loops instead of the
 * JDK's asynchronous channels, whose completion handlers run on a separate thread pool: one
 * thread hand-off less per insert in each direction.
 */
@Singleton
@Requires(property = "lab.store.driver-transport", value = "netty", defaultValue = "netty")
final class DriverTransport implements BeanCreatedEventListener<DefaultMongoConfiguration> {
    private final EventLoopGroup eventLoops;

    DriverTransport(@Named("default") EventLoopGroup eventLoops) {
        this.eventLoops = eventLoops;
    }

    @Override
    public DefaultMongoConfiguration onCreated(BeanCreatedEvent<DefaultMongoConfiguration> event) {
        DefaultMongoConfiguration mongo = event.getBean();
        mongo.getClientSettings().transportSettings(TransportSettings.nettyBuilder()
                .eventLoopGroup(eventLoops)
                .socketChannelClass(socketChannelClass())
                .build());
        return mongo;
    }

    /** The channel type the event loops take: epoll channels register only on epoll loops. */
    private Class<? extends SocketChannel> socketChannelClass() {
        if (!Epoll.isAvailable()) {
            return NioSocketChannel.class;
        }
        EpollSocketChannel probe = new EpollSocketChannel();
        if (eventLoops.next().register(probe).awaitUninterruptibly().isSuccess()) {
            probe.close().awaitUninterruptibly();
            return EpollSocketChannel.class;
        }
        // A channel no loop took cannot be closed the normal way (it has no loop to close on).
        probe.unsafe().closeForcibly();
        return NioSocketChannel.class;
    }
}
