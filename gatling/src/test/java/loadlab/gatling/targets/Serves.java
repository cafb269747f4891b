package loadlab.gatling.targets;

/**
 * What a target answers, in CONTRACT.md's terms: a target claims a set of these, an experiment needs
 * a set of them, and a target that lacks one is not run for that experiment (the summary says so).
 */
public enum Serves {
    HELLO("GET /hello"),
    AJAX("GET /ajax"),
    WS("the /ws WebSocket"),
    FRESH_WS("the /ws/fresh WebSocket"),
    ITEMS("POST /items and GET /items/count"),
    SOCKETIO("Socket.IO at /socket.io/"),
    LAB_PAGE("the browser page /lab/transports.html");

    private final String what;

    Serves(String what) {
        this.what = what;
    }

    /** The endpoint in words, e.g. "POST /items and GET /items/count". */
    public String what() {
        return what;
    }
}
