package loadlab.server.socketio;

import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import loadlab.server.transport.JsonIntegers;
import loadlab.server.transport.TransportConfig;
import loadlab.wire.BadInputException;
import loadlab.wire.Exchange;

/**
 * Reads the arguments of a request event, {@code ["send_me_data",N]} or
 * {@code ["send_me_data",N,S]}: N is an integer 0..2^53 (required), S an integer 0..max size
 * (absent or null: the size named in the handshake query, else the configured default).
 * Same bounds and error codes as the plain contract; arguments after S are ignored.
 */
@Singleton
final class DataRequest {
    private final JsonMapper json;
    private final String requestEvent;
    private final int maxSize;

    DataRequest(JsonMapper json, SocketIoConfig config, TransportConfig transport) {
        this.json = json;
        this.requestEvent = config.requestEvent();
        this.maxSize = transport.maxSize();
    }

    /**
     * @throws BadInputException {@code bad_json} (not a JSON array starting with a string),
     *                           {@code unknown_event}, {@code bad_idx} or {@code bad_size}
     */
    Exchange parse(String payload, int defaultSize) {
        JsonNode event;
        try {
            event = json.readValue(payload.getBytes(StandardCharsets.UTF_8), JsonNode.class);
        } catch (Exception e) {
            throw new BadInputException("bad_json", "the event payload is not valid JSON");
        }
        if (event == null || !event.isArray() || event.size() == 0 || !event.get(0).isString()) {
            throw new BadInputException("bad_json", "an event payload must be a JSON array that starts with the event name");
        }
        if (!requestEvent.equals(event.get(0).getStringValue())) {
            throw new BadInputException("unknown_event", "the only event the server takes is \"" + requestEvent + "\"");
        }
        JsonNode idx = event.size() > 1 ? event.get(1) : null;
        JsonNode size = event.size() > 2 ? event.get(2) : null;
        if (idx == null || idx.isNull()) {
            throw Exchange.badIdx();
        }
        long parsedIdx = JsonIntegers.of(idx, Exchange::badIdx);
        long parsedSize = JsonIntegers.orElse(size, defaultSize, () -> Exchange.badSize(maxSize));
        return new Exchange(parsedIdx, Exchange.checkSize(parsedSize, maxSize));
    }
}
