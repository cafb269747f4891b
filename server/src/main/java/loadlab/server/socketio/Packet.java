package loadlab.server.socketio;

/**
 * One decoded client packet: an Engine.IO packet, or the Socket.IO packet inside an Engine.IO
 * message ({@code 4}). {@code namespace} is {@code "/"} when the packet names none.
 *
 * @param type       what the packet is
 * @param namespace  the Socket.IO namespace ({@code "/"} for Engine.IO packets)
 * @param ackId      the acknowledgement id the client asked for, or {@link #NO_ACK}
 * @param payload    everything after the header, as sent (the JSON of a Socket.IO packet, a ping's probe text)
 */
record Packet(Type type, String namespace, long ackId, String payload) {
    static final String MAIN = "/";
    static final long NO_ACK = -1;

    /** The packet types a WebSocket client may send. */
    enum Type {
        /** Engine.IO {@code 1}: the client leaves. */
        CLOSE,
        /** Engine.IO {@code 2}: a client-side ping, answered with a pong. */
        PING,
        /** Engine.IO {@code 3}: the answer to the server's ping. */
        PONG,
        /** Engine.IO {@code 6}. */
        NOOP,
        /** Socket.IO {@code 0}: join a namespace. */
        CONNECT,
        /** Socket.IO {@code 1}: leave a namespace. */
        DISCONNECT,
        /** Socket.IO {@code 2}: an event. */
        EVENT
    }
}
