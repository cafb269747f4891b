package loadlab.lab.targets;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a target answers, in CONTRACT.md's terms: a target claims a set of these, an experiment needs
 * a set of them, and a target that lacks one is not run for that experiment (the summary says so).
 */
public enum Serves {
    HELLO("GET /hello", "hello"),
    AJAX("GET /ajax", "ajax"),
    WS("the /ws WebSocket", "ws"),
    FRESH_WS("the /ws/fresh WebSocket", "fresh"),
    ITEMS("POST /items, GET /items/count and GET /items/export", "items"),
    SOCKETIO("Socket.IO at /socket.io/", "socketio"),
    LAB_PAGE("the browser page /lab/transports.html", null);

    /**
     * The claim every target makes: it answers GET /health (the suite waits for it before a run). The
     * claims are the names the server module's contract tests take (-Dcontract.serves, its Claim enum);
     * a name they do not know fails the contract run, so the two lists cannot drift apart unseen.
     */
    public static final String HEALTH_CLAIM = "health";

    /** The plain contract without Socket.IO and the browser page: what node-server and tomcat-server serve. */
    public static final Set<Serves> PLAIN_CONTRACT = Collections.unmodifiableSet(EnumSet.of(HELLO, AJAX, WS, FRESH_WS, ITEMS));

    private final String what;
    private final String claim;

    Serves(String what, String claim) {
        this.what = what;
        this.claim = claim;
    }

    /** The contract tests' claim for this, or null when no contract test covers it (the browser page). */
    public String claim() {
        return claim;
    }

    /** The endpoint in words, e.g. "GET /hello". */
    public String what() {
        return what;
    }
}
