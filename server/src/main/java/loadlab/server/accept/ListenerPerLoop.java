package loadlab.server.accept;

import io.micronaut.context.BeanProvider;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.HttpVersion;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration.NettyListenerConfiguration;
import io.micronaut.http.ssl.ServerSslConfiguration;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoEventLoopGroup;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.uring.IoUringIoHandler;
import io.netty.channel.unix.UnixChannelOption;
import io.netty.util.concurrent.EventExecutor;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One listening socket per event loop, all on the configured port ({@code SO_REUSEPORT}: the kernel
 * spreads new connections over them), so each connection is accepted and served by the same loop
 * ({@link LoopLocalGroup}), as nginx does with {@code reuseport}. With a single listener, one loop
 * accepts every connection and hands half of them to the other loop, and with a new connection per
 * request that hand-over (a wake-up, a context switch, cold caches) was a large share of the server's CPU
 * (docs/performance.md, Where the new-connection case lost, and what changed).
 * <p>
 * Only where it is safe and possible: a fixed port that nothing else listens on (checked by binding
 * it once without {@code SO_REUSEPORT}, so a second server on the same port still fails to start
 * instead of sharing it), plain HTTP/1 (no TLS, no dual protocol), listeners not configured
 * explicitly, and a native transport (io_uring or epoll; NIO has no {@code SO_REUSEPORT} option).
 * Otherwise the server keeps Micronaut's one listener (random ports in tests: binding port 0 twice
 * would give two ports).
 */
@Singleton
public final class ListenerPerLoop implements BeanCreatedEventListener<NettyHttpServerConfiguration> {
    private static final Logger LOG = LoggerFactory.getLogger(ListenerPerLoop.class);

    private final AcceptConfig config;
    private final EventLoopGroupRegistry registry;
    private final BeanProvider<ServerSslConfiguration> ssl;
    private volatile boolean active;

    public ListenerPerLoop(AcceptConfig config, EventLoopGroupRegistry registry, BeanProvider<ServerSslConfiguration> ssl) {
        this.config = config;
        this.registry = registry;
        this.ssl = ssl;
    }

    /** Whether the server was given one listener per event loop. */
    public boolean active() {
        return active;
    }

    @Override
    public NettyHttpServerConfiguration onCreated(BeanCreatedEvent<NettyHttpServerConfiguration> event) {
        NettyHttpServerConfiguration server = event.getBean();
        int port = server.getPort().orElse(-1);
        EventLoopGroup loops = registry.getDefaultEventLoopGroup();
        int count = 0;
        for (EventExecutor ignored : loops) {
            count++;
        }
        String host = server.getHost().orElse(null);
        boolean tls = ssl.find(null).map(ServerSslConfiguration::isEnabled).orElse(false);
        if (!config.listenerPerLoop() || count < 2 || port <= 0 || server.getListeners() != null || tls
                || server.isDualProtocol() || server.getHttpVersion() != HttpVersion.HTTP_1_1
                || !nativeTransport(loops) || !free(host, port)) {
            return server;
        }
        List<NettyListenerConfiguration> listeners = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            listeners.add(NettyListenerConfiguration.createTcp(host, port, false, null, null));
        }
        server.setListeners(listeners);
        Map<ChannelOption, Object> options = new LinkedHashMap<>(server.getOptions());
        options.put(UnixChannelOption.SO_REUSEPORT, Boolean.TRUE);
        server.setOptions(options);
        active = true;
        LOG.info("Port {}: {} listening sockets (SO_REUSEPORT), one per event loop", port, count);
        return server;
    }

    /** Loops whose channels take {@code SO_REUSEPORT}: Netty's two native Linux transports. */
    private static boolean nativeTransport(EventLoopGroup loops) {
        return loops instanceof IoEventLoopGroup io
                && (io.isIoType(IoUringIoHandler.class) || io.isIoType(EpollIoHandler.class));
    }

    /** Nothing listens on the address yet (a plain bind succeeds), so sharing the port shares it only with ourselves. */
    private static boolean free(String host, int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.bind(host == null ? new InetSocketAddress(port) : new InetSocketAddress(host, port));
            return true;
        } catch (IOException | IllegalArgumentException | SecurityException taken) {
            return false;
        }
    }
}
