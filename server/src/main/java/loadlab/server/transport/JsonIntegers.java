package loadlab.server.transport;

import io.micronaut.json.tree.JsonNode;
import java.util.function.Supplier;
import loadlab.wire.BadInputException;
import loadlab.wire.WholeNumbers;

/**
 * Reads {@code idx} and {@code size} from a client's JSON message, plain or Socket.IO, by the rule in
 * {@link WholeNumbers}; anything that is not a number is the caller's bad-input error.
 */
public final class JsonIntegers {
    private JsonIntegers() {
    }

    /** {@code absent} when the field is missing or null. */
    public static long orElse(JsonNode value, long absent, Supplier<BadInputException> bad) {
        return value == null || value.isNull() ? absent : of(value, bad);
    }

    public static long of(JsonNode value, Supplier<BadInputException> bad) {
        if (!value.isNumber()) {
            throw bad.get();
        }
        return WholeNumbers.of(value.getNumberValue(), bad);
    }
}
