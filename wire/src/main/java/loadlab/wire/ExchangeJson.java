package loadlab.wire;

import java.nio.charset.StandardCharsets;

/**
 * The answers that carry a random payload, each one allocation: the fixed parts copied in, the
 * payload generated in place, no JSON tree.
 */
public final class ExchangeJson {
    private static final byte[] AJAX_HEAD = ascii("{\"idx\":");
    private static final byte[] AJAX_MIDDLE = ascii(",\"message\":\"");
    private static final byte[] SOCKET_HEAD = ascii("{\"event\":\"you_have_data\",\"idx\":");
    private static final byte[] SOCKET_MIDDLE = ascii(",\"data\":\"");
    private static final byte[] CLOSE_OBJECT = ascii("\"}");
    private static final byte[] CLOSE_JSONP = ascii("\"});");
    private static final byte[] NONE = new byte[0];

    private ExchangeJson() {
    }

    /** {@code {"idx":N,"message":"<random>"}}. */
    public static byte[] ajax(Exchange exchange) {
        return encode(NONE, AJAX_HEAD, exchange, AJAX_MIDDLE, CLOSE_OBJECT);
    }

    /** {@code CB({"idx":N,"message":"<random>"});}. */
    public static byte[] jsonp(JsonpCallback callback, Exchange exchange) {
        return encode(ascii(callback.name() + "("), AJAX_HEAD, exchange, AJAX_MIDDLE, CLOSE_JSONP);
    }

    /** {@code {"event":"you_have_data","idx":N,"data":"<random>"}}. */
    public static byte[] socket(Exchange exchange) {
        return encode(NONE, SOCKET_HEAD, exchange, SOCKET_MIDDLE, CLOSE_OBJECT);
    }

    private static byte[] encode(byte[] prefix, byte[] head, Exchange exchange, byte[] middle, byte[] tail) {
        byte[] idx = ascii(Long.toString(exchange.idx()));
        byte[] out = new byte[prefix.length + head.length + idx.length + middle.length + exchange.size() + tail.length];
        int at = put(out, 0, prefix);
        at = put(out, at, head);
        at = put(out, at, idx);
        at = put(out, at, middle);
        RandomPayload.fill(out, at, exchange.size());
        put(out, at + exchange.size(), tail);
        return out;
    }

    private static int put(byte[] out, int at, byte[] part) {
        System.arraycopy(part, 0, out, at, part.length);
        return at + part.length;
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
