package loadlab.server.web;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;

/**
 * Changes each connection's pipeline once Micronaut has built it. Micronaut specializes the
 * registered customizer for every channel, and only the channel's own copy acts.
 */
abstract class ConnectionPipelineListener implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {
    @Override
    public final NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new PerChannel(null, this));
        return event.getBean();
    }

    /** Called with the pipeline of every connection the server builds. */
    abstract void customize(ChannelPipeline pipeline);

    private record PerChannel(Channel channel, ConnectionPipelineListener listener) implements NettyServerCustomizer {
        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return new PerChannel(channel, listener);
        }

        @Override
        public void onStreamPipelineBuilt() {
            listener.customize(channel.pipeline());
        }
    }
}
