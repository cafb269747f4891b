package loadlab.server.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.connection.NettyTransportSettings;
import io.micronaut.configuration.mongo.core.DefaultMongoConfiguration;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.runtime.server.EmbeddedServer;
import io.netty.channel.Channel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringSocketChannel;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.stream.Stream;
import loadlab.server.support.LabHttp;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whichever transport the event loops settle on (io_uring, epoll where io_uring is refused, NIO on
 * another OS or configured so), the database driver's channels follow them onto the same kind,
 * and an insert is acknowledged through them.
 */
class DriverTransportTest {
    static Stream<Arguments> transports() {
        return Stream.of(
                Arguments.of("io_uring,epoll,nio", IoUringSocketChannel.class),
                Arguments.of("epoll,nio", EpollSocketChannel.class),
                Arguments.of("nio", NioSocketChannel.class));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("transports")
    void insertIsAcknowledgedWithTheDriverOnTheLoopsTransport(String transport, Class<? extends Channel> channel) {
        Assumptions.assumeTrue(channel != IoUringSocketChannel.class || IoUring.isAvailable(), "io_uring is refused here");
        Assumptions.assumeTrue(channel != EpollSocketChannel.class || Epoll.isAvailable(), "epoll does not load here");
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.netty.event-loops.default.transport", transport,
                "micronaut.server.netty.parent.transport", transport), Environment.TEST)) {
            HttpResponse<String> created = LabHttp.post(server, "/items");
            HttpResponse<String> count = LabHttp.get(server, "/items/count");

            assertThat(created.statusCode()).isEqualTo(201);
            assertThat(count.body()).contains("\"count\":1");
            DefaultMongoConfiguration mongo = server.getApplicationContext().getBean(DefaultMongoConfiguration.class);
            assertThat(((NettyTransportSettings) mongo.buildSettings().getTransportSettings()).getSocketChannelClass())
                    .isEqualTo(channel);
        }
    }
}
