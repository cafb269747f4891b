package loadlab.server.web;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.json.JsonMapper;
import io.netty.channel.ChannelPipeline;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import loadlab.server.ops.RouteMeters;
import loadlab.server.transport.TransportConfig;

/**
 * HTTP rules applied as Netty handlers instead of Micronaut server filters: a filter matching
 * every path is looked up and matched against each request's path by Micronaut's router, a visible
 * share of the server's Java CPU in a JFR profile of {@code /hello} (docs/performance.md, What was changed
 * earlier, and the evidence).
 * <ul>
 *   <li>{@link CachedDateHeader}: the {@code Date} header, formatted once per second;</li>
 *   <li>{@link BodyLimit}: 413 for a body above {@code micronaut.server.max-request-size}, declared or chunked;</li>
 *   <li>{@link Http10KeepAlive}: HTTP/1.0 keep-alive ({@code ab -k}) really keeps the connection; with
 *       metrics on, it hands each request and answer to the connection's {@link RequestMeter}.</li>
 * </ul>
 */
@Singleton
public final class HttpPipeline extends ConnectionPipelineListener {
    private final long maxRequestSize;
    private final byte[] tooLarge;
    private final Duration linger;
    private final RouteMeters routeMeters;

    public HttpPipeline(HttpServerConfiguration server, TransportConfig transport, JsonMapper json,
            RouteMeters routeMeters) {
        this.routeMeters = routeMeters;
        this.maxRequestSize = server.getMaxRequestSize();
        this.linger = transport.closeLinger();
        try {
            this.tooLarge = json.writeValueAsBytes(
                    ContractErrorResponseProcessor.describe(HttpStatus.REQUEST_ENTITY_TOO_LARGE, null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    void customize(ChannelPipeline pipeline) {
        String codec = ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC;
        String inbound = ChannelPipelineCustomizer.HANDLER_MICRONAUT_INBOUND;
        if (pipeline.get(codec) == null || pipeline.get(inbound) == null) {
            return;
        }
        pipeline.addAfter(codec, CachedDateHeader.NAME, CachedDateHeader.INSTANCE);
        pipeline.addBefore(inbound, BodyLimit.NAME, new BodyLimit(maxRequestSize, tooLarge, linger));
        pipeline.addBefore(inbound, Http10KeepAlive.NAME,
                new Http10KeepAlive(routeMeters.enabled() ? new RequestMeter(routeMeters) : null));
    }
}
