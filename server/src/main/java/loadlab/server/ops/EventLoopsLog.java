package loadlab.server.ops;

import io.micronaut.context.event.StartupEvent;
import io.micronaut.http.netty.channel.EventLoopGroupRegistry;
import io.micronaut.runtime.event.annotation.EventListener;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.IoEventLoopGroup;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringIoHandler;
import jakarta.inject.Singleton;
import java.util.stream.StreamSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Says once at start-up which transport the event loops settled on, and why not io_uring when it
 * was refused: a container's seccomp profile or {@code kernel.io_uring_disabled} silently moves the
 * server to epoll, which costs more CPU per request, so figures from two machines may differ by that.
 */
@Singleton
public final class EventLoopsLog {
    private static final Logger LOG = LoggerFactory.getLogger(EventLoopsLog.class);

    private final EventLoopGroupRegistry registry;

    public EventLoopsLog(EventLoopGroupRegistry registry) {
        this.registry = registry;
    }

    @EventListener
    void onStartup(StartupEvent event) {
        LOG.info(describe(registry.getDefaultEventLoopGroup()));
    }

    /** "2 event loops on io_uring", or on epoll or NIO with the reason io_uring was not used. */
    static String describe(EventLoopGroup loops) {
        long count = StreamSupport.stream(loops.spliterator(), false).count();
        String transport = transport(loops);
        String line = count + (count == 1 ? " event loop on " : " event loops on ") + transport;
        if (!"io_uring".equals(transport) && !IoUring.isAvailable()) {
            line += " (io_uring refused here: " + IoUring.unavailabilityCause() + ")";
        }
        return line;
    }

    static String transport(EventLoopGroup loops) {
        if (loops instanceof IoEventLoopGroup io) {
            if (io.isIoType(IoUringIoHandler.class)) {
                return "io_uring";
            }
            if (io.isIoType(EpollIoHandler.class)) {
                return "epoll";
            }
            if (io.isIoType(NioIoHandler.class)) {
                return "NIO";
            }
        }
        return loops.getClass().getSimpleName();
    }
}
