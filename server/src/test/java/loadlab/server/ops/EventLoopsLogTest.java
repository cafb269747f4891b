package loadlab.server.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.IoHandlerFactory;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollIoHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.uring.IoUring;
import io.netty.channel.uring.IoUringIoHandler;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The start-up line names the loops' transport, and says why not io_uring when the kernel refused it. */
class EventLoopsLogTest {
    @Test
    void namesIoUring() {
        Assumptions.assumeTrue(IoUring.isAvailable(), "io_uring is refused here");

        withLoops(2, IoUringIoHandler.newFactory(), line -> assertThat(line).isEqualTo("2 event loops on io_uring"));
    }

    @Test
    void namesEpollAndWhyNotIoUring() {
        Assumptions.assumeTrue(Epoll.isAvailable(), "epoll does not load here");

        withLoops(1, EpollIoHandler.newFactory(), line -> assertThat(line).isEqualTo(IoUring.isAvailable()
                ? "1 event loop on epoll"
                : "1 event loop on epoll (io_uring refused here: " + IoUring.unavailabilityCause() + ")"));
    }

    @Test
    void namesNio() {
        withLoops(1, NioIoHandler.newFactory(), line -> assertThat(line).startsWith("1 event loop on NIO"));
    }

    private static void withLoops(int threads, IoHandlerFactory handlers, Consumer<String> check) {
        MultiThreadIoEventLoopGroup loops = new MultiThreadIoEventLoopGroup(threads, handlers);
        try {
            check.accept(EventLoopsLog.describe(loops));
        } finally {
            loops.shutdownGracefully(0, 0, TimeUnit.SECONDS);
        }
    }
}
