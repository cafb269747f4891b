package loadlab.server.web;

import io.micronaut.http.server.netty.websocket.NettyServerWebSocketHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.socket.DuplexChannel;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.util.AttributeKey;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The server ends a WebSocket's TCP connection after its close frame, and ends it by half-closing:
 * the close frame is followed by a FIN, and the connection keeps reading until the client closes
 * its side or the linger time runs out.
 * <ul>
 *   <li>Micronaut 4.10 echoes a client's close frame but then leaves the connection open (when
 *       the endpoint has no {@code @OnClose} method), while RFC 6455 section 7.1.1 has the server
 *       end TCP first: a client that waits for that would wait for its own timeout.</li>
 *   <li>Closing outright loses the close code whenever the client has sent more than the server
 *       read before deciding to close (frames pipelined after a protocol violation, the rest of
 *       an oversized frame): the kernel answers unread input with a reset, and a reset makes the
 *       client discard the close frame still in its receive buffer, so it reports 1006 instead
 *       of 1002 or 1009.</li>
 * </ul>
 * Netty's frame decoder discards what arrives after a violation, and a client that completed the
 * closing handshake closes its side at once, so lingering holds nothing up. A stopping server
 * does not linger.
 */
@ChannelHandler.Sharable
final class LingeringClose extends ChannelOutboundHandlerAdapter {
    static final String NAME = "loadlab-lingering-close";
    private static final AttributeKey<Boolean> LINGERING = AttributeKey.valueOf("loadlab.lingering");

    private final long lingerNanos;
    private final BooleanSupplier stopping;

    LingeringClose(Duration linger, BooleanSupplier stopping) {
        this.lingerNanos = linger.toNanos();
        this.stopping = stopping;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        if (msg instanceof CloseWebSocketFrame && isWebSocket(ctx)) {
            ChannelPromise written = promise.unvoid();
            written.addListener((ChannelFutureListener) done -> done.channel().close());
            ctx.write(msg, written);
            return;
        }
        ctx.write(msg, promise);
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) throws Exception {
        if (ctx.channel().hasAttr(LINGERING)) {
            ctx.channel().closeFuture().addListener((ChannelFutureListener) closed -> promise.trySuccess());
            return;
        }
        if (!(ctx.channel() instanceof DuplexChannel channel) || lingerNanos <= 0 || !channel.isActive()
                || channel.isOutputShutdown() || !isWebSocket(ctx) || stopping.getAsBoolean()) {
            ctx.close(promise);
            return;
        }
        channel.attr(LINGERING).set(Boolean.TRUE);
        // The client's FIN makes Netty close the channel itself; the timer covers a client that never sends one.
        var deadline = ctx.executor().schedule(() -> ctx.close(promise), lingerNanos, TimeUnit.NANOSECONDS);
        channel.closeFuture().addListener((ChannelFutureListener) closed -> {
            deadline.cancel(false);
            promise.trySuccess();
        });
        channel.config().setAutoRead(true);
        channel.shutdownOutput();
    }

    private static boolean isWebSocket(ChannelHandlerContext ctx) {
        return ctx.pipeline().get(NettyServerWebSocketHandler.ID) != null;
    }
}
