package loadlab.server.web;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpVersion;
import java.util.ArrayDeque;

/**
 * Contract, "Plain HTTP": an HTTP/1.0 client asking for keep-alive ({@code ab -k}) keeps its
 * connection. Micronaut closes every HTTP/1.0 connection unless the response already says
 * {@code Connection: keep-alive} when it decides, which is before any handler sees the response.
 * So such a request reaches Micronaut as HTTP/1.1 (whose default is to keep the connection), and
 * its response leaves as HTTP/1.0 with {@code Connection: keep-alive}. Every endpoint answers
 * with a length, never chunked, which HTTP/1.0 clients could not read.
 * One instance per connection: responses come back in request order, and a queue pairs them.
 * Before, a server filter did this; matching it against every request's path cost more than
 * the rewrite. With metrics on it also hands each request and its answer to the connection's
 * {@link RequestMeter}, so that timing them adds no handler to the path of every request.
 */
final class Http10KeepAlive extends ChannelDuplexHandler {
    static final String NAME = "loadlab-http10-keep-alive";

    private final ArrayDeque<Boolean> rewritten = new ArrayDeque<>(2);
    private final RequestMeter meter;

    /** @param meter the connection's, or null with metrics off */
    Http10KeepAlive(RequestMeter meter) {
        this.meter = meter;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest request) {
            boolean keepAlive10 = request.protocolVersion() == HttpVersion.HTTP_1_0
                    && request.headers().containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE, true);
            if (keepAlive10) {
                request.setProtocolVersion(HttpVersion.HTTP_1_1);
            }
            rewritten.add(keepAlive10);
            if (meter != null) {
                meter.arrived(request);
            }
        }
        ctx.fireChannelRead(msg);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (meter != null && msg instanceof HttpResponse answer) {
            meter.answered(answer);
        }
        if (msg instanceof HttpResponse response && response.status().codeClass() != HttpStatusClass.INFORMATIONAL
                && Boolean.TRUE.equals(rewritten.poll())) {
            response.setProtocolVersion(HttpVersion.HTTP_1_0);
            if (!response.headers().containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE, true)) {
                response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
            }
        }
        ctx.write(msg, promise);
    }
}
