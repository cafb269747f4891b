package loadlab.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.FunctionTimer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.ReferenceCountUtil;
import java.util.Optional;
import loadlab.server.ops.RouteMeters;
import org.junit.jupiter.api.Test;

/** Each answer is counted under the request it answers, in order, however many are pipelined (up to 4 here: the ring grows). */
class RequestMeterTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final EmbeddedChannel channel = new EmbeddedChannel(
            new Http10KeepAlive(new RequestMeter(new RouteMeters(Optional.of(registry)))));

    @Test
    void pairsPipelinedAnswersWithTheirRequestsInOrder() {
        request(HttpMethod.GET, "/hello");
        request(HttpMethod.POST, "/items");
        request(HttpMethod.GET, "/ajax?idx=1&size=4");
        request(HttpMethod.GET, "/nowhere");
        answer(HttpResponseStatus.OK);
        answer(HttpResponseStatus.CREATED);
        answer(HttpResponseStatus.BAD_REQUEST);
        answer(HttpResponseStatus.NOT_FOUND);

        assertThat(count("/hello", "GET", "200")).isEqualTo(1);
        assertThat(count("/items", "POST", "201")).isEqualTo(1);
        assertThat(count("/ajax", "GET", "400")).as("the query is no part of the route").isEqualTo(1);
        assertThat(count("other", "GET", "404")).isEqualTo(1);
    }

    @Test
    void anInterimAnswerIsNotTheAnswerButAnUpgradesSwitchIs() {
        request(HttpMethod.POST, "/items");
        answer(HttpResponseStatus.CONTINUE);
        answer(HttpResponseStatus.CREATED);
        request(HttpMethod.GET, "/ws");
        answer(HttpResponseStatus.SWITCHING_PROTOCOLS);

        assertThat(registry.find("http.server.requests").tag("status", "100").functionTimer()).isNull();
        assertThat(count("/items", "POST", "201")).isEqualTo(1);
        assertThat(count("/ws", "GET", "101")).isEqualTo(1);
    }

    @Test
    void anAnswerWithoutARequestIsNotCounted() {
        answer(HttpResponseStatus.BAD_REQUEST);

        assertThat(registry.find("http.server.requests").functionTimers()).isEmpty();
    }

    private void request(HttpMethod method, String uri) {
        channel.writeInbound(new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, method, uri));
        ReferenceCountUtil.release(channel.readInbound());
    }

    private void answer(HttpResponseStatus status) {
        channel.writeOutbound(new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status));
        ReferenceCountUtil.release(channel.readOutbound());
    }

    private double count(String uri, String method, String status) {
        FunctionTimer timer = registry.find("http.server.requests").tags("uri", uri, "method", method, "status", status)
                .functionTimer();
        return timer == null ? 0 : timer.count();
    }
}
