package loadlab.gatling.transport;

/**
 * Contract paths and messages of the transports experiment, as Gatling EL templates: {@code #{idx}}
 * is the exchange number of the current page. See CONTRACT.md, "AJAX transport" and "WebSocket"; the
 * Socket.IO framing's handshake URLs and packets follow the Engine.IO v4 / Socket.IO v5 protocols.
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

    /** Engine.IO v4 over the WebSocket transport at {@code path}; the handshake query carries the size. */
    public static String socketIo(String path, int size) {
        return path + "?EIO=4&transport=websocket&size=" + size;
    }

    /** The fresh variant's handshake: idx and size in the query, the server pushes the data on connect. */
    public static String freshSocketIo(String path, int size) {
        return path + "?EIO=4&transport=websocket&idx=#{idx}&size=" + size;
    }

    /** Socket.IO CONNECT to a namespace: "40" for the main one, "40/fresh," for /fresh. */
    public static String socketIoConnect(String namespace) {
        return "40" + namespacePrefix(namespace);
    }

    /** Socket.IO DISCONNECT from a namespace: "41", "41/fresh,". */
    public static String socketIoDisconnect(String namespace) {
        return "41" + namespacePrefix(namespace);
    }

    /** Socket.IO EVENT on the main namespace with the exchange number: {@code 42["send_me_data",#{idx}]}. */
    public static String socketIoEvent(String name) {
        return "42[\"" + name + "\",#{idx}]";
    }

    private static String namespacePrefix(String namespace) {
        return namespace.equals("/") ? "" : namespace + ",";
    }
}
