package loadlab.server.web;

import io.micronaut.context.BeanProvider;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.websocket.NettyServerWebSocketUpgradeHandler;
import io.micronaut.runtime.server.EmbeddedServer;
import io.netty.channel.ChannelPipeline;
import jakarta.inject.Singleton;
import loadlab.server.transport.TransportConfig;

/**
 * Fixes to Micronaut's WebSocket pipeline, applied as a connection is built or is about to upgrade:
 * <ul>
 *   <li>permessage-deflate is removed: with it the inbound frame limit is checked on the
 *       compressed size, and random payloads do not compress anyway, so it only costs CPU and
 *       skews transport timings;</li>
 *   <li>{@link UpgradeGuard} lets upgrade requests Micronaut would leave hanging be answered as
 *       plain HTTP (400);</li>
 *   <li>{@link QuietFrameErrors} keeps refused frames (too large, invalid UTF-8) out of the ERROR log;</li>
 *   <li>{@link CloseStatusEcho} answers a close frame that had no status code with an empty
 *       close frame instead of the invalid code 65535 Micronaut would echo;</li>
 *   <li>{@link GoingAwayOnClose} sends 1001 before a stopping server drops a WebSocket;</li>
 *   <li>{@link LingeringClose} half-closes a WebSocket the server ends, so the client reads the
 *       close frame instead of a reset.</li>
 * </ul>
 * Every connection gets the first two; the other four only a connection about to upgrade
 * ({@link UpgradeGuard} installs them when it lets an upgrade request through), since they act on
 * nothing but WebSocket frames and closes. The inbound handlers go before Micronaut's inbound
 * handler, so after an upgrade they sit between Netty's frame decoder and Micronaut's WebSocket
 * handler; the outbound ones go last, so they see every write and every close issued on the channel.
 */
@Singleton
public final class WebSocketPipeline extends ConnectionPipelineListener {
    private final BeanProvider<EmbeddedServer> servers;
    private final GoingAwayOnClose goingAway = new GoingAwayOnClose(this::serverStopping);
    private final LingeringClose lingeringClose;
    private final UpgradeGuard upgradeGuard = new UpgradeGuard(this::installWebSocketHandlers);
    private volatile EmbeddedServer server;

    /** The server is looked up when a connection closes: it does not exist yet when this listener runs. */
    public WebSocketPipeline(BeanProvider<EmbeddedServer> servers, TransportConfig transport) {
        this.servers = servers;
        this.lingeringClose = new LingeringClose(transport.closeLinger(), this::serverStopping);
    }

    private boolean serverStopping() {
        EmbeddedServer known = server;
        if (known == null) {
            try {
                known = servers.get();
                server = known;
            } catch (RuntimeException contextGone) {
                return true;
            }
        }
        return !known.isRunning();
    }

    private void installWebSocketHandlers(ChannelPipeline pipeline) {
        String inbound = ChannelPipelineCustomizer.HANDLER_MICRONAUT_INBOUND;
        if (pipeline.get(inbound) != null) {
            pipeline.addBefore(inbound, QuietFrameErrors.NAME, QuietFrameErrors.INSTANCE);
        }
        pipeline.addLast(CloseStatusEcho.NAME, CloseStatusEcho.INSTANCE);
        pipeline.addLast(GoingAwayOnClose.NAME, goingAway);
        pipeline.addLast(LingeringClose.NAME, lingeringClose);
    }

    @Override
    void customize(ChannelPipeline pipeline) {
        if (pipeline.get(NettyServerWebSocketUpgradeHandler.COMPRESSION_HANDLER) != null) {
            pipeline.remove(NettyServerWebSocketUpgradeHandler.COMPRESSION_HANDLER);
        }
        String inbound = ChannelPipelineCustomizer.HANDLER_MICRONAUT_INBOUND;
        if (pipeline.get(inbound) != null) {
            pipeline.addBefore(inbound, UpgradeGuard.NAME, upgradeGuard);
        }
    }
}
