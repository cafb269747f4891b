package loadlab.server.transport;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import loadlab.server.web.BadInputException;

/**
 * The WebSocket message vocabulary of the contract: reads {@code send_me_data} requests and
 * writes {@code you_have_data} answers and {@code error} events as ready-to-send text frames.
 */
@Singleton
public final class SocketEvents {
    public static final String REQUEST_EVENT = "send_me_data";

    private final JsonMapper json;
    private final TransportConfig config;

    public SocketEvents(JsonMapper json, TransportConfig config) {
        this.json = json;
        this.config = config;
    }

    /** Parses {@code {"event":"send_me_data","idx":N[,"size":S]}}; anything else is bad input. */
    public Exchange parseRequest(byte[] message) {
        JsonNode node;
        try {
            node = json.readValue(message, JsonNode.class);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("bad_json", "message is not valid JSON");
        }
        if (node == null || !node.isObject()) {
            throw new BadInputException("bad_json", "message must be a JSON object");
        }
        JsonNode event = node.get("event");
        if (event == null || !event.isString() || !REQUEST_EVENT.equals(event.getStringValue())) {
            throw new BadInputException("unknown_event", "event must be \"" + REQUEST_EVENT + "\"");
        }
        long idx = JsonIntegers.orElse(node.get("idx"), 0, Exchange::badIdx);
        long size = JsonIntegers.orElse(node.get("size"), config.defaultSize(), () -> Exchange.badSize(config.maxSize()));
        return new Exchange(idx, Exchange.checkSize(size, config.maxSize()));
    }

    public TextWebSocketFrame data(Exchange exchange) {
        return new TextWebSocketFrame(Unpooled.wrappedBuffer(ExchangeJson.socket(exchange)));
    }

    public TextWebSocketFrame error(BadInputException problem) {
        try {
            byte[] body = json.writeValueAsBytes(new ErrorEvent("error", problem.code(), problem.getMessage()));
            return new TextWebSocketFrame(Unpooled.wrappedBuffer(body));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code {"event":"error","error":"<code>","message":"..."}}. */
    @Serdeable
    public record ErrorEvent(String event, String error, String message) {
    }
}
