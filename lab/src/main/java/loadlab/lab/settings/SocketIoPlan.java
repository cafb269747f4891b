package loadlab.lab.settings;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where and how the Socket.IO framing talks to the server (-Dframing=socketio): the Engine.IO path,
 * the event the page emits and the one it expects back, and the namespace of the fresh variant
 * ("/" is the main namespace). Values go into URLs, packets and Gatling EL strings, so anything
 * that would break one of them is refused here, naming the knob.
 */
public record SocketIoPlan(String path, String requestEvent, String responseEvent, String freshNamespace) {

    private static final Pattern PATH = Pattern.compile("/[^?#\\s]*");
    private static final Pattern NAMESPACE = Pattern.compile("/[^,?#\"\\\\\\s]*");
    private static final Pattern EVENT = Pattern.compile("[^\"\\\\\\p{Cntrl}]+");
    /** Socket.IO refuses to emit these (socket.io/lib/socket.ts, RESERVED_EVENTS). */
    private static final Set<String> RESERVED = Set.of("connect", "connect_error", "disconnect", "disconnecting",
            "newListener", "removeListener");

    public SocketIoPlan {
        if (!PATH.matcher(path).matches()) {
            throw new IllegalArgumentException(
                    "-Dsocketio.path must start with '/' and hold no '?', '#' or spaces, got '" + path + "'");
        }
        event("socketio.requestEvent", requestEvent);
        event("socketio.responseEvent", responseEvent);
        if (!NAMESPACE.matcher(freshNamespace).matches()) {
            throw new IllegalArgumentException("-Dsocketio.freshNamespace must start with '/' and hold no ',', '?', '#',"
                    + " quotes, backslashes or spaces, got '" + freshNamespace + "'");
        }
    }

    private static void event(String knob, String name) {
        if (!EVENT.matcher(name).matches() || name.contains("#{")) {
            throw new IllegalArgumentException("-D" + knob
                    + " must be a non-empty event name without quotes, backslashes, control characters or '#{', got '"
                    + name + "'");
        }
        if (RESERVED.contains(name)) {
            throw new IllegalArgumentException("-D" + knob + " '" + name + "' is reserved by Socket.IO");
        }
    }
}
