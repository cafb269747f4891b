package loadlab.server.transport;

import io.micronaut.json.tree.JsonNode;
import java.math.BigInteger;
import java.util.function.Supplier;
import loadlab.server.web.BadInputException;

/**
 * Reads {@code idx} and {@code size} from a client's JSON message, plain or Socket.IO: a JSON
 * integer, or an integral double such as 5.0 (JavaScript does not tell them apart); anything else,
 * a fraction, or a number beyond {@link Exchange#MAX_IDX} is the caller's bad-input error.
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
        Number number = value.getNumberValue();
        if (number instanceof Integer || number instanceof Long || number instanceof Short || number instanceof Byte) {
            return number.longValue();
        }
        if (number instanceof BigInteger) {
            throw bad.get();
        }
        double asDouble = number.doubleValue();
        if (asDouble != Math.rint(asDouble) || Double.isInfinite(asDouble) || Math.abs(asDouble) > Exchange.MAX_IDX) {
            throw bad.get();
        }
        return (long) asDouble;
    }
}
