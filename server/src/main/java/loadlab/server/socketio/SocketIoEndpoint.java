package loadlab.server.socketio;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.micronaut.websocket.WebSocketSession;
import io.micronaut.websocket.annotation.OnMessage;
import io.micronaut.websocket.annotation.OnOpen;
import io.micronaut.websocket.annotation.ServerWebSocket;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;
import loadlab.server.ops.LabMeters;

/**
 * Engine.IO v4 / Socket.IO v5 framing over the WebSocket transport (polling is refused before
 * the upgrade by {@link HandshakeFilter}). Runs on the connection's event loop; timers use that
 * loop too. Like the plain sockets there is no {@code @OnClose}: with one, Micronaut 4.10 drops
 * TCP without answering the client's close frame; the session listens to the channel's close instead.
 */
@SocketIoHandshake
@ServerWebSocket(SocketIoConfig.ROUTED_PATH)
public final class SocketIoEndpoint {
    /** Hard limit on one inbound frame (Netty closes with 1009 above it); {@code lab.socketio.max-payload} applies below it. */
    public static final int MAX_FRAME_BYTES = 1048576;
    private static final String SESSION = "loadlab.socketio";

    private final SocketIoProtocol protocol;
    private final LabMeters meters;

    SocketIoEndpoint(SocketIoProtocol protocol, LabMeters meters) {
        this.protocol = protocol;
        this.meters = meters;
    }

    /** The upgrade request is a Netty request: its channel gives the event loop and the close notification. */
    @OnOpen
    public void onOpen(WebSocketSession session, HttpRequest<?> request) {
        NettyHttpRequest<?> netty = (NettyHttpRequest<?>) request;
        SocketIoSession socketIo = new SocketIoSession(session, netty.getChannelHandlerContext().channel(), protocol);
        session.put(SESSION, socketIo);
        meters.socketOpened(request, "socketio");
        socketIo.open();
    }

    @OnMessage(maxPayloadLength = MAX_FRAME_BYTES)
    public void onMessage(WebSocketFrame frame, WebSocketSession session) {
        try {
            session.get(SESSION, SocketIoSession.class).ifPresent(socketIo -> socketIo.receive(frame));
        } finally {
            ReferenceCountUtil.release(frame);
        }
    }
}
