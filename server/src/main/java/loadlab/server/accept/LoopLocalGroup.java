package loadlab.server.accept;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.util.concurrent.AbstractEventExecutorGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The HTTP server's view of the default event loops: the same threads, but a connection accepted
 * on a loop is registered on that loop when every loop has a listener of its own, instead of being
 * handed to the next loop in turn. The hand-over cost a wake-up of the other thread (an
 * {@code eventfd} write and a context switch) and cache misses on every new connection. Listening
 * channels are spread one per loop, in the order they are bound. Everything else (tasks, timers,
 * shutdown) goes to the default group, which Micronaut owns and stops.
 */
final class LoopLocalGroup extends AbstractEventExecutorGroup implements EventLoopGroup {
    private final EventLoopGroup loops;
    private final List<EventLoop> members = new ArrayList<>();
    private final BooleanSupplier listenerPerLoop;
    private final AtomicInteger listeners = new AtomicInteger();

    /** {@code listenerPerLoop} says whether every loop has a listener (read when a connection registers). */
    LoopLocalGroup(EventLoopGroup loops, BooleanSupplier listenerPerLoop) {
        this.loops = loops;
        this.listenerPerLoop = listenerPerLoop;
        for (EventExecutor loop : loops) {
            members.add((EventLoop) loop);
        }
    }

    private EventLoop loopFor(Channel channel) {
        if (channel instanceof ServerChannel) {
            return members.get(Math.floorMod(listeners.getAndIncrement(), members.size()));
        }
        if (listenerPerLoop.getAsBoolean()) {
            for (EventLoop loop : members) {
                if (loop.inEventLoop()) {
                    return loop;
                }
            }
        }
        return loops.next();
    }

    @Override
    public ChannelFuture register(Channel channel) {
        return loopFor(channel).register(channel);
    }

    @Override
    public ChannelFuture register(ChannelPromise promise) {
        return loopFor(promise.channel()).register(promise);
    }

    @Override
    @Deprecated
    public ChannelFuture register(Channel channel, ChannelPromise promise) {
        return loopFor(channel).register(channel, promise);
    }

    @Override
    public EventLoop next() {
        return loops.next();
    }

    @Override
    public Iterator<EventExecutor> iterator() {
        return loops.iterator();
    }

    @Override
    public boolean isShuttingDown() {
        return loops.isShuttingDown();
    }

    @Override
    public Future<?> shutdownGracefully(long quietPeriod, long timeout, TimeUnit unit) {
        return loops.shutdownGracefully(quietPeriod, timeout, unit);
    }

    @Override
    public Future<?> terminationFuture() {
        return loops.terminationFuture();
    }

    @Override
    @Deprecated
    public void shutdown() {
        loops.shutdown();
    }

    @Override
    public boolean isShutdown() {
        return loops.isShutdown();
    }

    @Override
    public boolean isTerminated() {
        return loops.isTerminated();
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return loops.awaitTermination(timeout, unit);
    }
}
