package loadlab.wire;

import java.util.function.Supplier;

/**
 * The plain WebSocket request (CONTRACT.md "WebSocket"): {@code {"event":"send_me_data","idx":N[,"size":S]}}.
 * Anything else is bad input: {@code bad_json}, {@code unknown_event}, {@code bad_idx}, {@code bad_size}.
 */
public final class SocketRequest {
    public static final String EVENT = "send_me_data";

    private SocketRequest() {
    }

    /** For a message the JSON library could not parse. */
    public static BadInputException notJson() {
        return new BadInputException("bad_json", "message is not valid JSON");
    }

    /** The exchange a parsed message asks for; {@code object} is {@code null} when the message is not a JSON object. */
    public static <N> Exchange read(N object, JsonFields<N> fields, int defaultSize, int maxSize) {
        if (object == null) {
            throw new BadInputException("bad_json", "message must be a JSON object");
        }
        if (!(fields.get(object, "event") instanceof String event && event.equals(EVENT))) {
            throw new BadInputException("unknown_event", "event must be \"" + EVENT + "\"");
        }
        long idx = whole(fields.get(object, "idx"), 0, Exchange::badIdx);
        long size = whole(fields.get(object, "size"), defaultSize, () -> Exchange.badSize(maxSize));
        return new Exchange(idx, Exchange.checkSize(size, maxSize));
    }

    private static long whole(Object value, long absent, Supplier<BadInputException> bad) {
        if (value == null) {
            return absent;
        }
        if (!(value instanceof Number number)) {
            throw bad.get();
        }
        return WholeNumbers.of(number, bad);
    }
}
