package loadlab.server.transport;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;
import loadlab.wire.ExchangeJson;
import loadlab.wire.SocketRequest;

/**
 * The WebSocket message vocabulary of the contract: reads {@code send_me_data} requests and
 * writes {@code you_have_data} answers and {@code error} events as ready-to-send text frames.
 */
@Singleton
public final class SocketEvents {
    private final JsonMapper json;
    // Read once: the sizes are fixed at start-up and every message needs them.
    private final int defaultSize;
    private final int maxSize;

    public SocketEvents(JsonMapper json, TransportConfig config) {
        this.json = json;
        this.defaultSize = config.defaultSize();
        this.maxSize = config.maxSize();
    }

    /** Parses {@code {"event":"send_me_data","idx":N[,"size":S]}}; anything else is bad input. */
    public Exchange parseRequest(byte[] message) {
        JsonNode node;
        try {
            node = json.readValue(message, JsonNode.class);
        } catch (IOException | RuntimeException e) {
            throw SocketRequest.notJson();
        }
        JsonNode object = node != null && node.isObject() ? node : null;
        return SocketRequest.read(object, SocketEvents::field, defaultSize, maxSize);
    }

    /** Micronaut's node already gives a field as plain Java: null, a String, a Number, or else. */
    private static Object field(JsonNode object, String name) {
        JsonNode value = object.get(name);
        return value == null ? null : value.getValue();
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
