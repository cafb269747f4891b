package loadlab.server.accept;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LoopLocalGroupTest {
    private final MultiThreadIoEventLoopGroup loops = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());

    @AfterEach
    void stop() {
        loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    void connectionAcceptedOnALoopStaysOnThatLoopWhenEveryLoopListens() throws Exception {
        LoopLocalGroup group = new LoopLocalGroup(loops, () -> true);
        EventLoop acceptor = loops.next();

        for (int i = 0; i < 4; i++) {
            Channel connection = on(acceptor, () -> register(group, new NioSocketChannel()));
            assertThat(connection.eventLoop()).isSameAs(acceptor);
            connection.close().syncUninterruptibly();
        }
    }

    @Test
    void connectionsAreSpreadOverTheLoopsWhenOneListenerServesThemAll() throws Exception {
        LoopLocalGroup group = new LoopLocalGroup(loops, () -> false);
        EventLoop acceptor = loops.next();
        Set<EventLoop> servedBy = new HashSet<>();

        for (int i = 0; i < 4; i++) {
            Channel connection = on(acceptor, () -> register(group, new NioSocketChannel()));
            servedBy.add(connection.eventLoop());
            connection.close().syncUninterruptibly();
        }

        assertThat(servedBy).hasSize(2);
    }

    @Test
    void listenersTakeTheLoopsInTurn() {
        LoopLocalGroup group = new LoopLocalGroup(loops, () -> true);

        Channel first = register(group, new NioServerSocketChannel());
        Channel second = register(group, new NioServerSocketChannel());

        assertThat(first.eventLoop()).isNotSameAs(second.eventLoop());
        first.close().syncUninterruptibly();
        second.close().syncUninterruptibly();
    }

    @Test
    void registrationFromOutsideTheLoopsGoesToTheNextLoop() {
        LoopLocalGroup group = new LoopLocalGroup(loops, () -> true);
        Set<EventLoop> servedBy = new HashSet<>();

        for (int i = 0; i < 4; i++) {
            Channel connection = register(group, new NioSocketChannel());
            servedBy.add(connection.eventLoop());
            connection.close().syncUninterruptibly();
        }

        assertThat(servedBy).hasSize(2);
    }

    private static Channel register(LoopLocalGroup group, Channel channel) {
        return group.register(channel).syncUninterruptibly().channel();
    }

    private static Channel on(EventLoop loop, Callable<Channel> task) throws Exception {
        return loop.submit(task).get(10, TimeUnit.SECONDS);
    }
}
