package loadlab.server.web;

import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpVersion;

/**
 * Contract, "Plain HTTP": an HTTP/1.0 client asking for keep-alive ({@code ab -k}) keeps its
 * connection. Micronaut closes HTTP/1.0 connections unless the response itself says
 * {@code Connection: keep-alive}, and its own request object reports HTTP/1.1 for 1.0 requests,
 * so the version is read from the Netty request.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public final class Http10KeepAliveFilter implements Ordered {

    @ResponseFilter
    public void keepAlive(HttpRequest<?> request, MutableHttpResponse<?> response) {
        if (request instanceof NettyHttpRequest<?> netty
                && netty.getNativeRequest().protocolVersion() == HttpVersion.HTTP_1_0
                && netty.getNativeRequest().headers().containsValue(
                        HttpHeaders.CONNECTION, HttpHeaderValues.KEEP_ALIVE, true)) {
            response.header(HttpHeaders.CONNECTION, HttpHeaderValues.KEEP_ALIVE.toString());
        }
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE;
    }
}
