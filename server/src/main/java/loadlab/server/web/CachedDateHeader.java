package loadlab.server.web;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.DateFormatter;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponse;
import java.util.Date;

/**
 * Puts the {@code Date} header (RFC 9110 wants it on every answer of a server with a clock) on
 * every HTTP response, formatted once per second instead of once per response. Micronaut's own
 * date header formats a {@code ZonedDateTime} per response, a visible share of the Java CPU of a
 * {@code /hello} in a JFR profile (docs/performance.md, What was changed earlier, and the evidence).
 * Its {@code date-header} is switched off in application.yml.
 * Sits right after the HTTP codec, so it sees every response, also those written by handlers
 * that answer before Micronaut does (413, refused upgrades).
 */
@ChannelHandler.Sharable
final class CachedDateHeader extends ChannelOutboundHandlerAdapter {
    static final String NAME = "loadlab-date-header";
    static final CachedDateHeader INSTANCE = new CachedDateHeader();

    private volatile Stamp stamp = new Stamp(-1, "");

    private CachedDateHeader() {
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof HttpResponse response && !response.headers().contains(HttpHeaderNames.DATE)) {
            response.headers().set(HttpHeaderNames.DATE, now());
        }
        ctx.write(msg, promise);
    }

    String now() {
        long millis = System.currentTimeMillis();
        long second = millis / 1000;
        Stamp current = stamp;
        if (current.second() != second) {
            // Races only format the same second twice; every value written is a correct date.
            current = new Stamp(second, DateFormatter.format(new Date(second * 1000)));
            stamp = current;
        }
        return current.text();
    }

    private record Stamp(long second, String text) {
    }
}
