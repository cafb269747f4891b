package loadlab.tomcat.transport;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import loadlab.tomcat.web.JsonStrings;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import loadlab.wire.ExchangeJson;
import loadlab.wire.SocketRequest;

/**
 * The plain WebSocket vocabulary (CONTRACT.md "WebSocket"): reads {@code send_me_data} requests and
 * writes {@code you_have_data} answers and {@code error} events as text-frame strings.
 */
public final class SocketMessages {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SocketMessages() {
    }

    /** Parses {@code {"event":"send_me_data","idx":N[,"size":S]}}; anything else is {@link BadInputException}. */
    public static Exchange parseRequest(String message) {
        JsonNode node;
        try {
            node = JSON.readTree(message);
        } catch (JacksonException e) {
            throw SocketRequest.notJson();
        }
        JsonNode object = node != null && node.isObject() ? node : null;
        return SocketRequest.read(object, SocketMessages::field, Exchange.DEFAULT_SIZE, Exchange.MAX_SIZE);
    }

    /** A field as plain Java for {@link SocketRequest}: a string's text, a number's value, else the node. */
    private static Object field(JsonNode object, String name) {
        JsonNode value = object.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        return value.isTextual() ? value.textValue() : value.isNumber() ? value.numberValue() : value;
    }

    /** {@code {"event":"you_have_data","idx":N,"data":"<random>"}}: ASCII bytes, so one Latin-1 copy makes the String. */
    public static String data(Exchange exchange) {
        return new String(ExchangeJson.socket(exchange), StandardCharsets.ISO_8859_1);
    }

    /** {@code {"event":"error","error":"<code>","message":"..."}}. */
    public static String error(BadInputException problem) {
        return "{\"event\":\"error\",\"error\":" + JsonStrings.quote(problem.code())
                + ",\"message\":" + JsonStrings.quote(problem.getMessage()) + "}";
    }

}
