package loadlab.lab.targets;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;

/**
 * What a target answers, in CONTRACT.md's terms: a target claims a set of these, an experiment needs
 * a set of them, and a target that lacks one is not run for that experiment (the summary says so).
 */
public enum ContractPart {
    HELLO("GET /hello", "hello", true),
    AJAX("GET /ajax", "ajax", true),
    WS("the /ws WebSocket", "ws", true),
    FRESH_WS("the /ws/fresh WebSocket", "fresh", true),
    ITEMS("POST /items, GET /items/count and GET /items/export", "items", true),
    SOCKETIO("Socket.IO at /socket.io/", "socketio", true),
    LAB_PAGE("the browser page /lab/transports.html", "lab-page", false);

    /**
     * The claim every target makes: it answers GET /health (the suite waits for it before a run). The
     * claims are the names the server module's contract tests take (-Dcontract.serves, its Claim enum);
     * a name they do not know fails the contract run, so the two lists cannot drift apart unseen.
     */
    public static final String HEALTH_CLAIM = "health";

    private final String what;
    private final String id;
    private final boolean contractTested;

    ContractPart(String what, String id, boolean contractTested) {
        this.what = what;
        this.id = id;
        this.contractTested = contractTested;
    }

    /** Its name in the targets' file, and the contract tests' claim when they cover it. */
    @JsonValue
    public String id() {
        return id;
    }

    /** The contract tests' claim for this, or null when no contract test covers it (the browser page). */
    public String claim() {
        return contractTested ? id : null;
    }

    @JsonCreator
    public static ContractPart ofId(String id) {
        return Arrays.stream(values()).filter(part -> part.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no part of the contract is called '" + id + "': "
                        + Arrays.stream(values()).map(ContractPart::id).toList()));
    }

    /** The endpoint in words, e.g. "GET /hello". */
    public String what() {
        return what;
    }
}
