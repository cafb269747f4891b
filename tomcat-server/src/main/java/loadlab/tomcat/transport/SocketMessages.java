package loadlab.tomcat.transport;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import loadlab.tomcat.web.Json;

/**
 * The plain WebSocket vocabulary (CONTRACT.md "WebSocket"): reads {@code send_me_data} requests and
 * writes {@code you_have_data} answers and {@code error} events as text-frame strings.
 */
public final class SocketMessages {
    public static final String REQUEST_EVENT = "send_me_data";
    private static final ObjectMapper JSON = new ObjectMapper();

    private SocketMessages() {
    }

    /** Parses {@code {"event":"send_me_data","idx":N[,"size":S]}}; anything else is {@link BadInput}. */
    public static Exchange parseRequest(String message) {
        JsonNode node;
        try {
            node = JSON.readTree(message);
        } catch (JacksonException e) {
            throw new BadInput("bad_json", "message is not valid JSON");
        }
        if (node == null || !node.isObject()) {
            throw new BadInput("bad_json", "message must be a JSON object");
        }
        JsonNode event = node.get("event");
        if (event == null || !event.isTextual() || !REQUEST_EVENT.equals(event.textValue())) {
            throw new BadInput("unknown_event", "event must be \"" + REQUEST_EVENT + "\"");
        }
        long idx = integer(node.get("idx"), 0, Exchange.MAX_IDX, Exchange::badIdx);
        long size = integer(node.get("size"), Exchange.DEFAULT_SIZE, Exchange.MAX_SIZE, Exchange::badSize);
        return new Exchange(idx, (int) size);
    }

    /** {@code {"event":"you_have_data","idx":N,"data":"<random>"}}: ASCII bytes, so one Latin-1 copy makes the String. */
    public static String data(Exchange exchange) {
        return new String(ExchangeJson.socket(exchange), StandardCharsets.ISO_8859_1);
    }

    /** {@code {"event":"error","error":"<code>","message":"..."}}. */
    public static String error(BadInput problem) {
        return "{\"event\":\"error\",\"error\":" + Json.quote(problem.code())
                + ",\"message\":" + Json.quote(problem.getMessage()) + "}";
    }

    /**
     * A whole number within 0..max: a JSON integer, or an integral double such as 5.0 (JavaScript
     * does not tell them apart); absent or null takes the default.
     */
    private static long integer(JsonNode value, long absent, long max, Supplier<BadInput> bad) {
        if (value == null || value.isNull()) {
            return absent;
        }
        long whole;
        if (value.isIntegralNumber() && value.canConvertToLong()) {
            whole = value.longValue();
        } else if (value.isFloatingPointNumber() && value.doubleValue() == Math.rint(value.doubleValue())
                && Math.abs(value.doubleValue()) <= max) {
            whole = (long) value.doubleValue();
        } else {
            throw bad.get();
        }
        if (whole < 0 || whole > max) {
            throw bad.get();
        }
        return whole;
    }
}
