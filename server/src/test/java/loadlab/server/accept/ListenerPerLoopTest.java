package loadlab.server.accept;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.micronaut.runtime.server.EmbeddedServer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoEventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringIoHandler;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.StreamSupport;
import loadlab.server.support.RawHttp;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A fixed port gets one listening socket per event loop (SO_REUSEPORT), and only a fixed port that
 * nothing else holds: a second server on the same port must still fail to start, not share it.
 */
class ListenerPerLoopTest {
    @BeforeEach
    void nativeTransport() {
        Assumptions.assumeTrue(IoUring.isAvailable() || Epoll.isAvailable(), "SO_REUSEPORT listeners need a native transport");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io_uring", "epoll"})
    void fixedPortGetsOneListeningSocketPerEventLoop(String transport) throws IOException {
        boolean ioUring = "io_uring".equals(transport);
        Assumptions.assumeTrue(ioUring ? IoUring.isAvailable() : Epoll.isAvailable(), transport + " is refused here");
        int port = freePort();
        try (EmbeddedServer server = start(port, Map.of("micronaut.netty.event-loops.default.transport", transport))) {
            ApplicationContext context = server.getApplicationContext();
            EventLoopGroup group = context.getBean(EventLoopGroupRegistry.class).getDefaultEventLoopGroup();
            long loops = StreamSupport.stream(group.spliterator(), false).count();

            assertThat(((IoEventLoopGroup) group).isIoType(ioUring ? IoUringIoHandler.class : EpollIoHandler.class)).isTrue();
            assertThat(context.getBean(ListenerPerLoop.class).active()).isTrue();
            assertThat(context.getBean(NettyHttpServerConfiguration.class).getListeners()).hasSize((int) loops);
            assertThat(server.getPort()).isEqualTo(port);
            for (int i = 0; i < 40; i++) {
                assertHelloOnANewConnection(port);
            }
        }
    }

    @Test
    void secondServerOnTheSamePortFailsInsteadOfSharingIt() throws IOException {
        int port = freePort();
        try (EmbeddedServer first = start(port)) {
            assertThatThrownBy(() -> start(port).close()).isInstanceOf(RuntimeException.class);

            assertHelloOnANewConnection(first.getPort());
        }
    }

    @Test
    void randomPortKeepsOneListener() throws IOException {
        try (EmbeddedServer server = start(-1)) {
            ApplicationContext context = server.getApplicationContext();

            assertThat(context.getBean(ListenerPerLoop.class).active()).isFalse();
            assertThat(context.getBean(NettyHttpServerConfiguration.class).getListeners()).isNull();
            assertHelloOnANewConnection(server.getPort());
        }
    }

    @Test
    void nioKeepsOneListener() throws IOException {
        try (EmbeddedServer server = start(freePort(), Map.of("micronaut.netty.event-loops.default.transport", "nio",
                "micronaut.server.netty.parent.transport", "nio"))) {
            assertThat(server.getApplicationContext().getBean(ListenerPerLoop.class).active()).isFalse();
            assertHelloOnANewConnection(server.getPort());
        }
    }

    @Test
    void switchedOffKeepsOneListener() throws IOException {
        try (EmbeddedServer server = start(freePort(), Map.of("lab.accept.listener-per-loop", false))) {
            ApplicationContext context = server.getApplicationContext();

            assertThat(context.getBean(ListenerPerLoop.class).active()).isFalse();
            assertThat(context.getBean(NettyHttpServerConfiguration.class).getListeners()).isNull();
            assertHelloOnANewConnection(server.getPort());
        }
    }

    private static EmbeddedServer start(int port) {
        return start(port, Map.of());
    }

    private static EmbeddedServer start(int port, Map<String, Object> more) {
        Map<String, Object> properties = new HashMap<>(more);
        properties.put("micronaut.server.port", port);
        properties.put("micronaut.server.host", "127.0.0.1");
        return ApplicationContext.run(EmbeddedServer.class, properties, Environment.TEST);
    }

    private static void assertHelloOnANewConnection(int port) throws IOException {
        try (RawHttp http = RawHttp.connect(port)) {
            RawHttp.Response response = http.send("GET /hello HTTP/1.0", "Host: 127.0.0.1").read();

            assertThat(response.status()).isEqualTo(200);
            assertThat(response.body()).isEqualTo("Hello, World!");
        }
    }

    private static int freePort() {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
