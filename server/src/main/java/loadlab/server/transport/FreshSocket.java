package loadlab.server.transport;

import io.micronaut.http.HttpRequest;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.TaskScheduler;
import io.micronaut.websocket.CloseReason;
import io.micronaut.websocket.WebSocketSession;
import io.micronaut.websocket.annotation.OnMessage;
import io.micronaut.websocket.annotation.OnOpen;
import io.micronaut.websocket.annotation.ServerWebSocket;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.util.ReferenceCountUtil;
import jakarta.inject.Named;
import java.lang.ref.WeakReference;
import loadlab.server.ops.LabMeters;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;

/**
 * Contract, "WebSocket, fresh connection per exchange": one message right after the handshake,
 * then the client closes. Bad input (query or any client message) gets an error event and a
 * 1008 close; a client that never closes is closed after {@code lab.transport.fresh-idle-timeout}.
 * There is deliberately no {@code @OnClose}: with one, Micronaut 4.10 drops the TCP connection
 * without answering the client's close frame, so every normal client close ends as 1006 (abnormal)
 * at the client. The idle timer holds the session weakly instead of being cancelled on close.
 */
@ServerWebSocket("/ws/fresh")
public final class FreshSocket {
    private static final CloseReason IDLE = new CloseReason(CloseReason.NORMAL.getCode(), "idle timeout");

    private final SocketEvents events;
    private final TransportConfig config;
    private final TaskScheduler scheduler;
    private final LabMeters meters;

    public FreshSocket(SocketEvents events, TransportConfig config,
                       @Named(TaskExecutors.SCHEDULED) TaskScheduler scheduler, LabMeters meters) {
        this.events = events;
        this.config = config;
        this.scheduler = scheduler;
        this.meters = meters;
    }

    @OnOpen
    public void onOpen(WebSocketSession session, HttpRequest<?> upgrade) {
        meters.socketOpened(upgrade, "ws-fresh");
        try {
            Exchange exchange = Exchange.fromQuery(session.getRequestParameters().get("idx"),
                    session.getRequestParameters().get("size"), config.defaultSize(), config.maxSize());
            session.sendAsync(events.data(exchange));
            WeakReference<WebSocketSession> idle = new WeakReference<>(session);
            scheduler.schedule(config.freshIdleTimeout(), () -> closeIfOpen(idle.get()));
        } catch (BadInputException problem) {
            refuse(session, problem);
        }
    }

    @OnMessage(maxPayloadLength = PersistentSocket.MAX_FRAME_BYTES)
    public void onMessage(WebSocketFrame frame, WebSocketSession session) {
        ReferenceCountUtil.release(frame);
        refuse(session, new BadInputException("unexpected_message",
                "a fresh connection takes no messages; close it after the data"));
    }

    private void refuse(WebSocketSession session, BadInputException problem) {
        session.sendAsync(events.error(problem))
                .whenComplete((sent, failure) -> session.close(CloseReason.POLICY_VIOLATION));
    }

    private static void closeIfOpen(WebSocketSession session) {
        if (session != null && session.isOpen()) {
            session.close(IDLE);
        }
    }
}
