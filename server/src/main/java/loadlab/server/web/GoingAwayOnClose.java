package loadlab.server.web;

import io.micronaut.http.server.netty.websocket.NettyServerWebSocketHandler;
import io.micronaut.websocket.CloseReason;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.util.AttributeKey;
import java.util.function.BooleanSupplier;

/**
 * Open WebSockets get 1001 "Going Away" when the server stops. Micronaut 4.10 closes every open
 * WebSocket channel outright as its first step of stopping, which a client sees as an abnormal
 * end (1006) instead of a closing handshake; RFC 6455 section 7.1.1 wants the close frame before
 * the TCP close. This handler turns such a close, issued while the server is stopping on an
 * upgraded connection that has not sent a close frame, into "send 1001, then close". While the
 * server runs it changes nothing: the protocol's own closes keep their codes.
 */
@ChannelHandler.Sharable
final class GoingAwayOnClose extends ChannelOutboundHandlerAdapter {
    static final String NAME = "loadlab-going-away-on-close";
    private static final AttributeKey<Boolean> CLOSE_SENT = AttributeKey.valueOf("loadlab.close-frame-sent");

    private final BooleanSupplier stopping;

    GoingAwayOnClose(BooleanSupplier stopping) {
        this.stopping = stopping;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        if (msg instanceof CloseWebSocketFrame) {
            ctx.channel().attr(CLOSE_SENT).set(Boolean.TRUE);
        }
        super.write(ctx, msg, promise);
    }

    @Override
    public void close(ChannelHandlerContext ctx, ChannelPromise promise) throws Exception {
        if (ctx.channel().isActive() && ctx.pipeline().get(NettyServerWebSocketHandler.ID) != null
                && stopping.getAsBoolean() && ctx.channel().attr(CLOSE_SENT).setIfAbsent(Boolean.TRUE) == null) {
            CloseReason reason = CloseReason.GOING_AWAY;
            ctx.writeAndFlush(new CloseWebSocketFrame(reason.getCode(), reason.getReason()))
                    .addListener((ChannelFutureListener) written -> ctx.close(promise));
            return;
        }
        super.close(ctx, promise);
    }
}
