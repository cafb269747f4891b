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
        try (EmbeddedServer server = startOnAFreePort(Map.of("micronaut.netty.event-loops.default.transport", transport))) {
            int port = server.getPort();
            ApplicationContext context = server.getApplicationContext();
            EventLoopGroup group = context.getBean(EventLoopGroupRegistry.class).getDefaultEventLoopGroup();
            long loops = StreamSupport.stream(group.spliterator(), false).count();

            assertThat(((IoEventLoopGroup) group).isIoType(ioUring ? IoUringIoHandler.class : EpollIoHandler.class)).isTrue();
            assertThat(context.getBean(ListenerPerLoop.class).active()).isTrue();
            assertThat(context.getBean(NettyHttpServerConfiguration.class).getListeners()).hasSize((int) loops);
            for (int i = 0; i < 40; i++) {
                assertHelloOnANewConnection(port);
            }
        }
    }

    @Test
    void secondServerOnTheSamePortFailsInsteadOfSharingIt() throws IOException {
        try (EmbeddedServer first = startOnAFreePort(Map.of())) {
            assertThatThrownBy(() -> start(first.getPort()).close()).isInstanceOf(RuntimeException.class);

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
        try (EmbeddedServer server = startOnAFreePort(Map.of("micronaut.netty.event-loops.default.transport", "nio",
                "micronaut.server.netty.parent.transport", "nio"))) {
            assertThat(server.getApplicationContext().getBean(ListenerPerLoop.class).active()).isFalse();
            assertHelloOnANewConnection(server.getPort());
        }
    }

    @Test
    void switchedOffKeepsOneListener() throws IOException {
        try (EmbeddedServer server = startOnAFreePort(Map.of("lab.accept.listener-per-loop", false))) {
            ApplicationContext context = server.getApplicationContext();

            assertThat(context.getBean(ListenerPerLoop.class).active()).isFalse();
            assertThat(context.getBean(NettyHttpServerConfiguration.class).getListeners()).isNull();
            assertHelloOnANewConnection(server.getPort());
        }
    }

    /**
     * Started on a fixed port that was free when probed. The probe's port can be taken before the server
     * binds it (an earlier test's client connection in TIME_WAIT on it is enough for a SO_REUSEPORT
     * listener to be refused), so a refused bind is tried again on another port, a few times.
     */
    private static EmbeddedServer startOnAFreePort(Map<String, Object> more) {
        RuntimeException refused = null;
        for (int attempt = 0; attempt < 5; attempt++) {
            try {
                return start(freePort(), more);
            } catch (RuntimeException e) {
                if (!addressInUse(e)) {
                    throw e;
                }
                refused = e;
            }
        }
        throw refused;
    }

    private static boolean addressInUse(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (String.valueOf(cause.getMessage()).contains("Address already in use")) {
                return true;
            }
        }
        return false;
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
