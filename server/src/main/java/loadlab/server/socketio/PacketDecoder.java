package loadlab.server.socketio;

import java.util.regex.Pattern;

/**
 * Reads the header of a client text frame: the Engine.IO packet type, and for a message
 * ({@code 4}) the Socket.IO packet type, namespace and ack id, as in
 * {@code 4<type>[<namespace>,][<ack id>][<JSON>]} (socket.io-protocol v5). The JSON itself is
 * left to whoever handles the packet, because a packet for a namespace the client has not joined
 * is refused before its content matters. Throws {@link SocketIoProblem} for anything else.
 */
final class PacketDecoder {
    /** A namespace is {@code /} and up to 63 more plain characters; it is echoed in prefixes, so nothing else. */
    static final String NAMESPACE = "/[A-Za-z0-9._~/-]{0,63}";
    private static final Pattern NAMESPACE_PATTERN = Pattern.compile(NAMESPACE);
    /** Ack ids are JavaScript integers: at most 15 digits stays below 2^53. */
    private static final int MAX_ACK_DIGITS = 15;

    private PacketDecoder() {
    }

    static Packet decode(String text) {
        if (text.isEmpty()) {
            throw badPacket(Packet.MAIN, "an empty message is not an Engine.IO packet");
        }
        String rest = text.substring(1);
        return switch (text.charAt(0)) {
            case '1' -> new Packet(Packet.Type.CLOSE, Packet.MAIN, Packet.NO_ACK, rest);
            case '2' -> new Packet(Packet.Type.PING, Packet.MAIN, Packet.NO_ACK, rest);
            case '3' -> new Packet(Packet.Type.PONG, Packet.MAIN, Packet.NO_ACK, rest);
            case '6' -> new Packet(Packet.Type.NOOP, Packet.MAIN, Packet.NO_ACK, rest);
            case '4' -> socketIo(text);
            default -> throw badPacket(Packet.MAIN,
                    "not an Engine.IO packet a WebSocket client may send (1 close, 2 ping, 3 pong, 4 message, 6 noop)");
        };
    }

    private static Packet socketIo(String text) {
        if (text.length() < 2) {
            throw badPacket(Packet.MAIN, "an Engine.IO message must carry a Socket.IO packet");
        }
        char type = text.charAt(1);
        if (type < '0' || type > '6') {
            throw badPacket(Packet.MAIN, "not a Socket.IO packet type (0 to 6)");
        }
        if (type == '5' || type == '6') {
            throw SocketIoProblem.errorEvent(Packet.MAIN, "binary_frame",
                    "binary packets are not part of the protocol; send text");
        }
        int at = 2;
        String namespace = Packet.MAIN;
        if (at < text.length() && text.charAt(at) == '/') {
            int comma = text.indexOf(',', at);
            int end = comma < 0 ? text.length() : comma;
            namespace = text.substring(at, end);
            if (!NAMESPACE_PATTERN.matcher(namespace).matches()) {
                throw badPacket(Packet.MAIN, "a namespace is / and at most 63 letters, digits or ._~/- followed by a comma");
            }
            at = comma < 0 ? end : end + 1;
        }
        int digits = at;
        while (digits < text.length() && text.charAt(digits) >= '0' && text.charAt(digits) <= '9') {
            digits++;
        }
        long ackId = Packet.NO_ACK;
        if (digits > at) {
            if (digits - at > MAX_ACK_DIGITS) {
                throw badPacket(namespace, "an ack id has at most " + MAX_ACK_DIGITS + " digits");
            }
            ackId = Long.parseLong(text.substring(at, digits));
        }
        String payload = text.substring(digits);
        return switch (type) {
            case '0' -> new Packet(Packet.Type.CONNECT, namespace, ackId, payload);
            case '1' -> new Packet(Packet.Type.DISCONNECT, namespace, ackId, payload);
            case '2' -> new Packet(Packet.Type.EVENT, namespace, ackId, payload);
            case '3' -> throw badPacket(namespace, "the server asks for no acknowledgements, so it takes no ACK packets");
            default -> throw badPacket(namespace, "CONNECT_ERROR packets go from server to client only");
        };
    }

    private static SocketIoProblem badPacket(String namespace, String message) {
        return SocketIoProblem.errorEvent(namespace, "bad_packet", message);
    }
}
