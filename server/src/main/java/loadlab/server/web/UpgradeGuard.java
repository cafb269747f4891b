package loadlab.server.web;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Turns a WebSocket upgrade request that Micronaut 4.10 cannot complete into a plain HTTP
 * request, so it gets the contract's 400 JSON. Left as they are, these requests are never
 * answered: the connection hangs until the idle timeout and an ERROR with a stack trace is logged.
 * Affected: an undecodable URI ({@code /ws/fresh?idx=%ZZ}), a missing or unsupported
 * {@code Sec-WebSocket-Version} (Netty falls back to the 2010 draft and fails on it), a missing
 * {@code Sec-WebSocket-Key}, and a method other than GET (RFC 6455 section 4.1).
 * <p>
 * An upgrade request that can complete first gets the connection's WebSocket handlers installed
 * (once), before Micronaut sees it: they only act on WebSocket frames and closes, and installing
 * them on every connection cost each plain HTTP connection four handlers it never uses.
 */
@ChannelHandler.Sharable
final class UpgradeGuard extends ChannelInboundHandlerAdapter {
    static final String NAME = "loadlab-upgrade-guard";
    /** Versions Netty can complete a handshake for; every current client sends 13. */
    private static final Set<String> VERSIONS = Set.of("13", "8", "7");

    private final Consumer<ChannelPipeline> webSocketHandlers;

    /** {@code webSocketHandlers} installs the WebSocket handlers; called at most once per connection. */
    UpgradeGuard(Consumer<ChannelPipeline> webSocketHandlers) {
        this.webSocketHandlers = webSocketHandlers;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
        if (msg instanceof HttpRequest request && request.decoderResult().isSuccess()
                && isWebSocketUpgrade(request.headers())) {
            if (!completable(request)) {
                request.headers().remove(HttpHeaderNames.UPGRADE);
            } else if (ctx.pipeline().get(LingeringClose.NAME) == null) {
                webSocketHandlers.accept(ctx.pipeline());
            }
        }
        super.channelRead(ctx, msg);
    }

    static boolean isWebSocketUpgrade(HttpHeaders headers) {
        return headers.containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.UPGRADE, true)
                && headers.containsValue(HttpHeaderNames.UPGRADE, HttpHeaderValues.WEBSOCKET, true);
    }

    static boolean completable(HttpRequest request) {
        HttpHeaders headers = request.headers();
        String version = headers.get(HttpHeaderNames.SEC_WEBSOCKET_VERSION);
        String key = headers.get(HttpHeaderNames.SEC_WEBSOCKET_KEY);
        return HttpMethod.GET.equals(request.method())
                && version != null && VERSIONS.contains(version.trim())
                && key != null && !key.isBlank()
                && parses(request.uri());
    }

    private static boolean parses(String uri) {
        try {
            new URI(uri);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
