package loadlab.gatling.transport;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The three ways a page exchanges data with the server, as in the original experiment. */
public enum Transport {
    AJAX("ajax", "AJAX"),
    WS("ws", "WS"),
    FRESH_WS("fresh", "Fresh WS");

    private final String id;
    private final String label;

    Transport(String id, String label) {
        this.id = id;
        this.label = label;
    }

    public static Transport parse(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values())
                .filter(t -> t.id.equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("-Dtransports takes "
                        + Arrays.stream(values()).map(t -> t.id).collect(Collectors.joining(", "))
                        + "; got '" + id + "'"));
    }

    /** Short Title Case label that report names start with, e.g. "Fresh WS". */
    public String label() {
        return label;
    }

    /** Group (and scenario) name of one page of {@code exchanges} exchanges, e.g. "AJAX x100". */
    public String pageName(int exchanges) {
        return label + " x" + exchanges;
    }
}
