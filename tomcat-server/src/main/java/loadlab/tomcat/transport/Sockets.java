package loadlab.tomcat.transport;

import jakarta.websocket.CloseReason;
import jakarta.websocket.Session;
import java.io.IOException;
import loadlab.wire.BadInputException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sending on a Jakarta WebSocket session from a handler: blocking sends (Tomcat's basic remote) on the
 * worker thread that runs the handler, as a servlet would write. A client gone mid-send is not an error
 * of ours, so failures are logged at debug and the session is left to Tomcat.
 */
final class Sockets {
    /** Largest inbound message (fragments joined); Tomcat closes with 1009 above it. Requests are tiny JSON. */
    static final int MAX_MESSAGE_BYTES = 65536;
    private static final Logger LOG = LoggerFactory.getLogger(Sockets.class);

    private Sockets() {
    }

    static void send(Session session, String text) {
        try {
            session.getBasicRemote().sendText(text);
        } catch (IOException | IllegalStateException e) {
            LOG.debug("Send failed on session {}", session.getId(), e);
        }
    }

    static void close(Session session, CloseReason reason) {
        try {
            session.close(reason);
        } catch (IOException | IllegalStateException e) {
            LOG.debug("Close failed on session {}", session.getId(), e);
        }
    }

    /** CONTRACT.md "Errors": the error event, then (fresh sockets) close 1008 with the code as reason. */
    static void refuse(Session session, BadInputException problem) {
        send(session, SocketMessages.error(problem));
        close(session, new CloseReason(CloseReason.CloseCodes.VIOLATED_POLICY, problem.code()));
    }
}
