package loadlab.lab.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.record.names.RunNames;

/**
 * The ways a page exchanges data with the server, as in the original experiment: AJAX, a persistent
 * WebSocket and a fresh WebSocket per exchange, the two WebSockets in either framing. -Dtransports
 * names them by id (ajax, ws, fresh); -Dframing picks the WebSocket variant ({@link #framed}).
 */
public enum Transport {
    AJAX("ajax", RunNames.AJAX, Framing.PLAIN),
    WS("ws", "WS", Framing.PLAIN),
    FRESH_WS("fresh", "Fresh WS", Framing.PLAIN),
    SIO_WS("ws", "SIO WS", Framing.SOCKETIO),
    FRESH_SIO_WS("fresh", "Fresh SIO WS", Framing.SOCKETIO);

    private final String id;
    private final String label;
    private final Framing framing;

    Transport(String id, String label, Framing framing) {
        this.id = id;
        this.label = label;
        this.framing = framing;
    }

    /** The plain transport of an id; {@link #framed} turns it into its Socket.IO variant. */
    public static Transport parse(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(t -> t.framing == Framing.PLAIN && t.id.equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-Dtransports takes "
                        + Arrays.stream(values()).filter(t -> t.framing == Framing.PLAIN).map(t -> t.id)
                                .collect(Collectors.joining(", "))
                        + "; got '" + id + "'"));
    }

    /** This transport in the given framing; AJAX has no Socket.IO form and stays plain. */
    public Transport framed(Framing wanted) {
        if (this == AJAX || framing == wanted) {
            return this;
        }
        return Arrays.stream(values())
                .filter(t -> t.framing == wanted && t.id.equals(id))
                .findFirst()
                .orElseThrow();
    }

    public Framing framing() {
        return framing;
    }

    /** Short Title Case label that report names start with, e.g. "Fresh WS", "Fresh SIO WS". */
    public String label() {
        return label;
    }

    /** Group (and scenario) name of one page of {@code exchanges} exchanges, e.g. "AJAX x100". */
    public String pageName(int exchanges) {
        return RunNames.transportPage(label, exchanges);
    }
}
