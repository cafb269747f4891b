package loadlab.server.web;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.DuplexChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.ReferenceCountUtil;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Enforces {@code micronaut.server.max-request-size} on every request. Micronaut checks it only
 * while a handler reads the body, and no handler here reads one (POST /items takes an empty
 * body), so a request declaring a larger body would otherwise be served while the upload is
 * read and dropped. A declared length above the limit gets 413 with the contract's JSON, and the
 * connection ends: half-closed at once (the client reads the 413 and end of stream), closed when
 * the client closes or after the linger time. Closing outright while the upload still arrives
 * would answer it with a TCP reset, and a reset can make the client lose the 413 unread. What
 * arrives meanwhile is discarded, never handed to Micronaut.
 * One instance per connection (it remembers that it is discarding).
 */
final class BodyLimit extends ChannelInboundHandlerAdapter {
    static final String NAME = "loadlab-body-limit";

    private final long maxRequestSize;
    private final byte[] refusal;
    private final Duration linger;
    private boolean refused;

    /** {@code refusal} is the JSON body of the 413, encoded once. */
    BodyLimit(long maxRequestSize, byte[] refusal, Duration linger) {
        this.maxRequestSize = maxRequestSize;
        this.refusal = refusal;
        this.linger = linger;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (refused && (msg instanceof HttpRequest || msg instanceof HttpContent)) {
            ReferenceCountUtil.release(msg);
            return;
        }
        if (msg instanceof HttpRequest request && declaredLength(request) > maxRequestSize) {
            refused = true;
            ReferenceCountUtil.release(msg);
            FullHttpResponse answer = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                    HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE, Unpooled.wrappedBuffer(refusal));
            answer.headers()
                    .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                    .setInt(HttpHeaderNames.CONTENT_LENGTH, refusal.length)
                    .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
            ctx.writeAndFlush(answer).addListener((ChannelFutureListener) written -> endConnection(ctx));
            return;
        }
        ctx.fireChannelRead(msg);
    }

    private void endConnection(ChannelHandlerContext ctx) {
        if (!(ctx.channel() instanceof DuplexChannel channel) || !channel.isActive()) {
            ctx.close();
            return;
        }
        channel.shutdownOutput();
        channel.config().setAutoRead(true);
        ctx.executor().schedule(() -> {
            ctx.close();
        }, linger.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** The declared Content-Length, or -1 when there is none or it is not a number (Micronaut answers that 400). */
    private static long declaredLength(HttpRequest request) {
        if (!request.decoderResult().isSuccess()) {
            return -1;
        }
        try {
            return HttpUtil.getContentLength(request, -1L);
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }
}
