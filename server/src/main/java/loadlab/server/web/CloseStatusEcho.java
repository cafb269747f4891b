package loadlab.server.web;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;

/**
 * When a client closes without a status code, Micronaut echoes close code 65535, which is not a
 * valid code on the wire (RFC 6455 section 7.4) and makes strict clients such as Node's {@code ws}
 * fail the close. This replaces any out-of-range code with an empty close frame, which the RFC
 * allows and which reads as 1005 "no status" on the client.
 */
@ChannelHandler.Sharable
final class CloseStatusEcho extends ChannelOutboundHandlerAdapter {
    static final String NAME = "loadlab-close-status-echo";
    static final CloseStatusEcho INSTANCE = new CloseStatusEcho();

    private CloseStatusEcho() {
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        if (msg instanceof CloseWebSocketFrame close && close.content().readableBytes() >= 2 && !valid(close.statusCode())) {
            close.release();
            ctx.write(new CloseWebSocketFrame(true, 0, Unpooled.EMPTY_BUFFER), promise);
            return;
        }
        super.write(ctx, msg, promise);
    }

    private static boolean valid(int code) {
        return code >= 1000 && code <= 4999 && code != 1005 && code != 1006 && code != 1015;
    }
}
