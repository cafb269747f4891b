package loadlab.gatling.transport;

/**
 * Contract paths and messages of the transports experiment, as Gatling EL templates: {@code #{idx}}
 * is the exchange number of the current page. See CONTRACT.md, "AJAX transport" and "WebSocket".
 */
public final class Endpoints {
    /** The callback name the original jQuery client used; valid under the contract's callback rule. */
    public static final String JSONP_CALLBACK = "_testcb";
    public static final String PERSISTENT_WS = "/ws";
    static final String IDX = "idx";

    private Endpoints() {
    }

    public static String ajax(int size, boolean jsonp) {
        return "/ajax?idx=#{idx}&size=" + size + (jsonp ? "&callback=" + JSONP_CALLBACK : "");
    }

    public static String freshWs(int size) {
        return "/ws/fresh?idx=#{idx}&size=" + size;
    }

    public static String sendMeData(int size) {
        return "{\"event\":\"send_me_data\",\"idx\":#{idx},\"size\":" + size + "}";
    }
}
