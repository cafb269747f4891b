package loadlab.gatling.transport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * One text frame of Engine.IO v4 / Socket.IO v5 over WebSocket, as far as the transports experiment
 * reads them: the Engine.IO packet type, and for a Socket.IO message its type, namespace and payload.
 * {@code 0{...}} open, {@code 2} ping, {@code 40/fresh,{...}} connect acknowledged on /fresh,
 * {@code 42["you_have_data",7,"..."]} an event on the main namespace, {@code 44{...}} connect refused.
 *
 * @param kind      open, close, ping, pong, upgrade, noop, connect, disconnect, event, ack, connect_error,
 *                  binary_event, binary_ack, or unknown
 * @param namespace the Socket.IO namespace ("/" when the packet names none); "" for Engine.IO packets
 * @param payload   the rest of the frame: the JSON of a Socket.IO packet, the data of an Engine.IO one
 */
// Reference: https://socket.io/docs/v4/socket-io-protocol/ and https://socket.io/docs/v4/engine-io-protocol/
public record SocketIoPacket(String kind, String namespace, String payload) {
    private static final String[] ENGINE_IO = {"open", "close", "ping", "pong", "message", "upgrade", "noop"};
    private static final String[] SOCKET_IO =
        {"connect", "disconnect", "event", "ack", "connect_error", "binary_event", "binary_ack"};
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SHOWN = 120;

    public static SocketIoPacket parse(String frame) {
        int engineType = frame.isEmpty() ? -1 : Character.digit(frame.charAt(0), 10);
        if (engineType < 0 || engineType >= ENGINE_IO.length) {
            return new SocketIoPacket("unknown", "", frame);
        }
        if (engineType != 4) {
            return new SocketIoPacket(ENGINE_IO[engineType], "", frame.substring(1));
        }
        int socketType = frame.length() < 2 ? -1 : Character.digit(frame.charAt(1), 10);
        if (socketType < 0 || socketType >= SOCKET_IO.length) {
            return new SocketIoPacket("unknown", "", frame);
        }
        int at = 2;
        if (socketType == 5 || socketType == 6) {
            at = skip(frame, at) + 1; // "<attachments>-"
        }
        String namespace = "/";
        if (at < frame.length() && frame.charAt(at) == '/') {
            int comma = frame.indexOf(',', at);
            int end = comma < 0 ? frame.length() : comma;
            namespace = frame.substring(at, end);
            at = comma < 0 ? end : comma + 1;
        }
        at = skip(frame, Math.min(at, frame.length())); // ack id
        return new SocketIoPacket(SOCKET_IO[socketType], namespace, frame.substring(at));
    }

    /**
     * What a check compares: the kind, with the namespace for Socket.IO packets and the payload when it
     * explains a refusal ("connect_error /fresh {"message":"bad_size"}"). An open packet must carry JSON.
     */
    public static String summaryOf(String frame) {
        SocketIoPacket packet = parse(frame);
        return switch (packet.kind()) {
            case "open" -> packet.payload().startsWith("{") ? "open" : "open without handshake data";
            case "connect", "disconnect" -> packet.kind() + " " + packet.namespace();
            case "event", "ack" -> packet.kind() + " " + packet.namespace() + " " + shorten(packet.payload());
            case "ping", "pong", "close", "noop", "upgrade" -> packet.kind();
            default -> packet.kind() + " " + packet.namespace() + " " + shorten(packet.payload());
        };
    }

    /** The summary of a successful namespace connect, e.g. "connect /fresh". */
    public static String connected(String namespace) {
        return "connect " + namespace;
    }

    /**
     * The event of a frame as the exchange check sees it; a frame that is not an event with a name, an
     * integer idx and a string (or a payload that is no JSON array) gives a DataEvent saying what it was.
     */
    public static DataEvent dataEvent(String frame) {
        SocketIoPacket packet = parse(frame);
        if (!packet.kind().equals("event")) {
            return DataEvent.notOne(packet.namespace(), "not an event: " + summaryOf(frame));
        }
        JsonNode args;
        try {
            args = JSON.readTree(packet.payload());
        } catch (IOException e) {
            return DataEvent.notOne(packet.namespace(), "event payload is not JSON: " + shorten(packet.payload()));
        }
        if (args == null || !args.isArray() || args.size() < 3 || !args.get(0).isTextual()
                || !args.get(1).canConvertToLong() || !args.get(1).isIntegralNumber() || !args.get(2).isTextual()) {
            return DataEvent.notOne(packet.namespace(),
                    "event is not [name, idx, data]: " + shorten(packet.payload()));
        }
        return new DataEvent(packet.namespace(), args.get(0).asText(), args.get(1).asLong(), args.get(2).asText().length());
    }

    private static int skip(String frame, int from) {
        int at = from;
        while (at < frame.length() && Character.isDigit(frame.charAt(at))) {
            at++;
        }
        return at;
    }

    private static String shorten(String text) {
        return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "... (" + text.length() + " chars)";
    }

    /**
     * A received event reduced to what the exchange check compares: namespace, name, idx and the length of
     * the data (the data itself would only bloat an error message).
     */
    public record DataEvent(String namespace, String event, long idx, int dataLength) {
        static DataEvent notOne(String namespace, String what) {
            return new DataEvent(namespace, "<" + what + ">", -1, -1);
        }

        @Override
        public String toString() {
            return namespace + " [" + event + ", idx " + idx + ", data of " + dataLength + " chars]";
        }
    }
}
