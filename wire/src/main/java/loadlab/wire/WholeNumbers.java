package loadlab.wire;

import java.math.BigInteger;
import java.util.function.Supplier;

/**
 * Reads {@code idx} and {@code size} from a number in a client's JSON message, plain or Socket.IO: a
 * JSON integer, or an integral double such as 5.0 (JavaScript does not tell them apart); a fraction
 * or a number beyond {@link Exchange#MAX_IDX} is the caller's bad-input error. Takes the number as
 * the server's JSON library gives it, so every server applies the same rule.
 */
public final class WholeNumbers {
    private WholeNumbers() {
    }

    public static long of(Number number, Supplier<BadInputException> bad) {
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
