package loadlab.tomcat.transport;

import jakarta.websocket.CloseReason;
import jakarta.websocket.Endpoint;
import jakarta.websocket.EndpointConfig;
import jakarta.websocket.Session;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;

/**
 * CONTRACT.md "WebSocket, fresh connection per exchange" ({@code /ws/fresh?idx=N&size=S}): one
 * {@code you_have_data} right after the handshake, then the client closes. A bad query or any
 * client message gets an error event and close 1008; a socket the client leaves open is closed
 * with 1000 "idle timeout". The timer is ours, not {@code Session#setMaxIdleTimeout}: Tomcat checks
 * that only every 10 s (its WebSocket background period) and closes with 1001. One instance per
 * connection (it holds the timer).
 */
public final class FreshSocket extends Endpoint {
    private static final CloseReason IDLE = new CloseReason(CloseReason.CloseCodes.NORMAL_CLOSURE, "idle timeout");
    private static final BadInputException UNEXPECTED =
            new BadInputException("unexpected_message", "a fresh connection takes no messages; close it after the data");

    private final ScheduledExecutorService timer;
    private final Duration idleTimeout;
    private volatile ScheduledFuture<?> idle;

    public FreshSocket(ScheduledExecutorService timer, Duration idleTimeout) {
        this.timer = timer;
        this.idleTimeout = idleTimeout;
    }

    @Override
    public void onOpen(Session session, EndpointConfig config) {
        session.setMaxTextMessageBufferSize(Sockets.MAX_MESSAGE_BYTES);
        session.setMaxBinaryMessageBufferSize(Sockets.MAX_MESSAGE_BYTES);
        session.addMessageHandler(String.class, ignored -> Sockets.refuse(session, UNEXPECTED));
        session.addMessageHandler(ByteBuffer.class, ignored -> Sockets.refuse(session, UNEXPECTED));
        Exchange exchange;
        try {
            exchange = Exchange.fromQuery(first(session, "idx"), first(session, "size"));
        } catch (BadInputException problem) {
            Sockets.refuse(session, problem);
            return;
        }
        Sockets.send(session, SocketMessages.data(exchange));
        if (!session.isOpen()) {
            return;
        }
        idle = timer.schedule(() -> Sockets.close(session, IDLE), idleTimeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void onClose(Session session, CloseReason reason) {
        ScheduledFuture<?> pending = idle;
        if (pending != null) {
            pending.cancel(false);
        }
    }

    private static String first(Session session, String name) {
        List<String> values = session.getRequestParameterMap().get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }
}
