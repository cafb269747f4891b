package loadlab.server.web;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.websocketx.CorruptedWebSocketFrameException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A frame above the size limit, invalid UTF-8 in a text frame or a broken fragment sequence is
 * the client's fault, and Netty's decoder has already answered it: it sent the close frame with
 * the matching status (1009, 1007, 1002) and is closing the connection. Passed on, the same
 * exception would reach Micronaut's WebSocket handler, which logs it as an ERROR with a stack
 * trace, so a hostile client could fill the log. It stops here, logged at DEBUG.
 * Sits between Netty's frame decoder and Micronaut's WebSocket handler.
 */
@ChannelHandler.Sharable
final class QuietFrameErrors extends ChannelInboundHandlerAdapter {
    static final String NAME = "loadlab-quiet-frame-errors";
    static final QuietFrameErrors INSTANCE = new QuietFrameErrors();
    private static final Logger LOG = LoggerFactory.getLogger(QuietFrameErrors.class);

    private QuietFrameErrors() {
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) throws Exception {
        if (cause instanceof CorruptedWebSocketFrameException corrupted) {
            LOG.debug("Refused a WebSocket frame from {}: {}", ctx.channel().remoteAddress(), corrupted.getMessage());
            return;
        }
        super.exceptionCaught(ctx, cause);
    }
}
