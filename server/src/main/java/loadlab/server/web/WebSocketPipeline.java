package loadlab.server.web;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.micronaut.http.server.netty.websocket.NettyServerWebSocketUpgradeHandler;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import jakarta.inject.Singleton;

/**
 * Two fixes to Micronaut's WebSocket pipeline, applied to every connection as it is built:
 * <ul>
 *   <li>permessage-deflate is removed: with it the inbound frame limit is checked on the
 *       compressed size, and random payloads do not compress anyway, so it only costs CPU and
 *       skews transport timings;</li>
 *   <li>{@link CloseStatusEcho} answers a close frame that had no status code with an empty
 *       close frame instead of the invalid code 65535 Micronaut would echo.</li>
 * </ul>
 */
@Singleton
public final class WebSocketPipeline implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new PerChannel(null));
        return event.getBean();
    }

    private record PerChannel(Channel channel) implements NettyServerCustomizer {
        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return new PerChannel(channel);
        }

        @Override
        public void onStreamPipelineBuilt() {
            ChannelPipeline pipeline = channel.pipeline();
            if (pipeline.get(NettyServerWebSocketUpgradeHandler.COMPRESSION_HANDLER) != null) {
                pipeline.remove(NettyServerWebSocketUpgradeHandler.COMPRESSION_HANDLER);
            }
            pipeline.addLast(CloseStatusEcho.NAME, CloseStatusEcho.INSTANCE);
        }
    }
}
