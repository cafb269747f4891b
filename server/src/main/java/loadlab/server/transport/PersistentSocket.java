package loadlab.server.transport;

import io.micronaut.http.HttpRequest;
import io.micronaut.websocket.WebSocketSession;
import io.micronaut.websocket.annotation.OnMessage;
import io.micronaut.websocket.annotation.OnOpen;
import io.micronaut.websocket.annotation.ServerWebSocket;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;
import loadlab.server.ops.LabMeters;
import loadlab.wire.BadInputException;

/**
 * Contract, "WebSocket, persistent connection": many exchanges on one connection. Bad input
 * gets an error event and the connection stays open. Everything runs on the connection's event
 * loop and sends asynchronously.
 */
@ServerWebSocket("/ws")
public final class PersistentSocket {
    /** Largest inbound frame; requests are tiny JSON objects. Netty closes with 1009 above it. */
    public static final int MAX_FRAME_BYTES = 65536;
    private static final String ASSEMBLER = "loadlab.assembler";

    private final SocketEvents events;
    private final LabMeters meters;

    public PersistentSocket(SocketEvents events, LabMeters meters) {
        this.events = events;
        this.meters = meters;
    }

    @OnOpen
    public void onOpen(WebSocketSession session, HttpRequest<?> upgrade) {
        session.put(ASSEMBLER, new FrameAssembler(MAX_FRAME_BYTES));
        meters.socketOpened(upgrade, "ws");
    }

    @OnMessage(maxPayloadLength = MAX_FRAME_BYTES)
    public void onMessage(WebSocketFrame frame, WebSocketSession session) {
        try {
            FrameAssembler assembler = session.get(ASSEMBLER, FrameAssembler.class).orElseThrow();
            byte[] message = assembler.accept(frame);
            if (message != null) {
                session.sendAsync(events.data(events.parseRequest(message)));
            }
        } catch (BadInputException problem) {
            session.sendAsync(events.error(problem));
        } finally {
            ReferenceCountUtil.release(frame);
        }
    }
}
