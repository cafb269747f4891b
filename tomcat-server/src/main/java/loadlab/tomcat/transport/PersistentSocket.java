package loadlab.tomcat.transport;

import jakarta.websocket.Endpoint;
import jakarta.websocket.EndpointConfig;
import jakarta.websocket.Session;
import java.nio.ByteBuffer;
import loadlab.wire.BadInputException;

/**
 * CONTRACT.md "WebSocket, persistent connection" ({@code /ws}): many exchanges on one connection.
 * Bad input, binary frames included, gets an error event and the connection stays open. Stateless,
 * so one instance serves every session; Tomcat runs one session's messages one at a time.
 */
public final class PersistentSocket extends Endpoint {
    private static final BadInputException BINARY = new BadInputException("binary_frame", "send requests as text frames");

    @Override
    public void onOpen(Session session, EndpointConfig config) {
        session.setMaxTextMessageBufferSize(Sockets.MAX_MESSAGE_BYTES);
        session.setMaxBinaryMessageBufferSize(Sockets.MAX_MESSAGE_BYTES);
        session.addMessageHandler(String.class, message -> answer(session, message));
        session.addMessageHandler(ByteBuffer.class, ignored -> Sockets.send(session, SocketMessages.error(BINARY)));
    }

    private static void answer(Session session, String message) {
        String reply;
        try {
            reply = SocketMessages.data(SocketMessages.parseRequest(message));
        } catch (BadInputException problem) {
            reply = SocketMessages.error(problem);
        }
        Sockets.send(session, reply);
    }
}
