package loadlab.server.web;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.DuplexChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Enforces {@code micronaut.server.max-request-size} on every request, declared or chunked. Micronaut
 * checks it only while a handler reads the body, and no handler here reads one (POST /items takes an
 * empty body): Micronaut routes a request as soon as its head arrives, so a request with a larger body
 * would be served (an insert stored) while the upload is read and dropped.
 * <ul>
 *   <li>A declared length above the limit is refused at the head.</li>
 *   <li>A chunked body ({@code Transfer-Encoding: chunked}, no length to check) is counted as it
 *       arrives: the head is held back and the chunks copied into one buffer of at most the limit
 *       until the last chunk, then the head and the whole body are handed on; the chunk that crosses
 *       the limit is refused.</li>
 * </ul>
 * A refusal is 413 with the contract's JSON, and the connection ends: half-closed at once (the client
 * reads the 413 and end of stream), closed when the client closes or after the linger time. Closing
 * outright while the upload still arrives would answer it with a TCP reset, and a reset can make the
 * client lose the 413 unread. What arrives meanwhile is discarded, never handed to Micronaut.
 * Runs on the connection's event loop and never waits. One instance per connection.
 */
final class BodyLimit extends ChannelInboundHandlerAdapter {
    static final String NAME = "loadlab-body-limit";

    private final long maxRequestSize;
    private final int heldBodyCapacity;
    private final byte[] refusal;
    private final Duration linger;
    private HttpRequest heldRequest;
    private ByteBuf heldBody;
    private boolean refused;

    /** {@code refusal} is the JSON body of the 413, encoded once. */
    BodyLimit(long maxRequestSize, byte[] refusal, Duration linger) {
        this.maxRequestSize = maxRequestSize;
        this.heldBodyCapacity = (int) Math.min(maxRequestSize, Integer.MAX_VALUE);
        this.refusal = refusal;
        this.linger = linger;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (refused && (msg instanceof HttpRequest || msg instanceof HttpContent)) {
            ReferenceCountUtil.release(msg);
            return;
        }
        if (heldRequest != null && msg instanceof HttpContent chunk) {
            holdChunk(ctx, chunk);
            return;
        }
        if (msg instanceof HttpRequest request && !(msg instanceof HttpContent)) {
            if (declaredLength(request) > maxRequestSize) {
                ReferenceCountUtil.release(msg);
                refuse(ctx);
                return;
            }
            if (request.decoderResult().isSuccess() && HttpUtil.isTransferEncodingChunked(request)) {
                heldRequest = request;
                heldBody = ctx.alloc().buffer(Math.min(256, heldBodyCapacity), heldBodyCapacity);
                return;
            }
        }
        ctx.fireChannelRead(msg);
    }

    private void holdChunk(ChannelHandlerContext ctx, HttpContent chunk) {
        ByteBuf data = chunk.content();
        if (data.readableBytes() > maxRequestSize - heldBody.readableBytes()) {
            chunk.release();
            releaseHeld();
            refuse(ctx);
            return;
        }
        // Copied: the chunk is a slice of the connection's read buffer, which it would keep alive.
        heldBody.writeBytes(data);
        if (chunk instanceof LastHttpContent last) {
            // The whole request is here and within the limit: Micronaut gets it as if it had just arrived.
            LastHttpContent body = new DefaultLastHttpContent(heldBody, last.trailingHeaders());
            body.setDecoderResult(last.decoderResult());
            HttpRequest request = heldRequest;
            heldRequest = null;
            heldBody = null;
            chunk.release();
            ctx.fireChannelRead(request);
            ctx.fireChannelRead(body);
            return;
        }
        chunk.release();
    }

    private void refuse(ChannelHandlerContext ctx) {
        refused = true;
        FullHttpResponse answer = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE, Unpooled.wrappedBuffer(refusal));
        answer.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, refusal.length)
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(answer).addListener((ChannelFutureListener) written -> endConnection(ctx));
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

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        releaseHeld();
    }

    private void releaseHeld() {
        heldRequest = null;
        if (heldBody != null) {
            heldBody.release();
            heldBody = null;
        }
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
