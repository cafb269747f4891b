package loadlab.lab.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the WebSocket transports frame their messages: the contract's JSON ({@code plain}) or
 * Engine.IO v4 / Socket.IO v5 packets ({@code socketio}), for servers such as a Node.js Socket.IO one.
 */
public enum Framing {
    PLAIN("plain", List.of("ajax", "ws", "fresh")),
    /** AJAX has no Socket.IO form: it runs only when -Dtransports names it. */
    SOCKETIO("socketio", List.of("ws", "fresh"));

    private final String id;
    private final List<String> defaultTransports;

    Framing(String id, List<String> defaultTransports) {
        this.id = id;
        this.defaultTransports = defaultTransports;
    }

    public static Framing parse(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(f -> f.id.equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-Dframing must be "
                        + Arrays.stream(values()).map(f -> f.id).collect(Collectors.joining(" or "))
                        + ", got '" + id + "'"));
    }

    public String id() {
        return id;
    }

    /** The transports (ids of -Dtransports) this framing runs when -Dtransports is not given. */
    public List<String> defaultTransports() {
        return defaultTransports;
    }
}
