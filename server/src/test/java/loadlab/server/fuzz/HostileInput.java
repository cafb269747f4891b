package loadlab.server.fuzz;

import java.math.BigInteger;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Generators of hostile query strings, shared by the HTTP and WebSocket fuzz tests, and what the
 * server may answer to them. A query is a "byte string": one char per byte (ISO-8859-1), sent as
 * it is, so raw UTF-8, invalid UTF-8 and control bytes reach the server unencoded. Only CR, LF and
 * space are kept out of the raw bytes, since they would end the request line rather than test it.
 */
final class HostileInput {
    /** Every error message the server may send: all fixed texts, so nothing a client sent is reflected. */
    static final Set<String> ERROR_MESSAGES = Set.of(
            "idx must be an integer from 0 to 9007199254740992",
            "size must be an integer from 0 to 1048576",
            "size must be a non-negative integer",
            "callback must be a dotted JavaScript identifier of at most 64 characters",
            "the request URI or its query string cannot be decoded",
            "the request is malformed",
            "no such resource",
            "method not allowed on this resource",
            "the request body is too large",
            "the request line is too long",
            "the request headers are too large",
            "no acceptable representation",
            "message is not valid JSON",
            "message must be a JSON object",
            "event must be \"send_me_data\"",
            "binary frames are not part of the protocol; send text",
            "a message may have at most 65536 bytes",
            "a fresh connection takes no messages; close it after the data");
    static final Pattern PARAMETER_MESSAGE = Pattern.compile("parameter '(idx|size|callback)' has the wrong type");
    static final Pattern CALLBACK = Pattern.compile("^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$");
    static final Pattern PAYLOAD = Pattern.compile("[A-Za-z0-9]*");

    private HostileInput() {
    }

    /** Up to six parameters, repeated names welcome, values from every hostile family. */
    static Gen<String> queries() {
        Gen<String> equals = Gen.of("=", "=", "=", "", "==");
        Gen<String> separator = Gen.of("&", "&", "&", "&&", ";", "&amp;");
        Gen<String> names = names();
        Gen<String> values = values();
        Gen<String> param = random -> names.next(random) + equals.next(random) + values.next(random);
        Gen<List<String>> params = param.list(6);
        return random -> String.join(separator.next(random), params.next(random));
    }

    static boolean isKnownErrorMessage(String message) {
        return ERROR_MESSAGES.contains(message) || PARAMETER_MESSAGE.matcher(message).matches();
    }

    private static Gen<String> names() {
        return Gen.oneOf(
                Gen.of("idx", "idx", "size", "size", "callback", "callback", "", "IDX", "idx[]", "%69dx", "size%00"),
                Gen.strings("abcidxsze_[]%.", 0, 6));
    }

    private static Gen<String> values() {
        return Gen.oneOf(numbers(), unicode(), percentGarbage(), callbacks(), rawBytes());
    }

    private static Gen<String> numbers() {
        return Gen.oneOf(
                Gen.ints(0, 5000).map(Object::toString),
                Gen.longs(Long.MIN_VALUE, Long.MAX_VALUE).map(Object::toString),
                bigIntegers(40),
                Gen.of("9007199254740992", "9007199254740993", "1048576", "1048577", "-0", "+1", "01", "1e3",
                        "0x10", "1.0", "NaN", "Infinity", "\u0661\u0662", "\uff11", "%2B1", "1%00", "0".repeat(40))
                        .map(HostileInput::utf8));
    }

    /** Integers from -10^digits to 10^digits, of any number of digits. */
    private static Gen<String> bigIntegers(int digits) {
        BigInteger bound = BigInteger.TEN.pow(digits);
        Gen<BigInteger> below = Gen.strings("0123456789", 1, digits).map(BigInteger::new);
        return Gen.oneOf(Gen.of(bound.negate(), bound, BigInteger.ZERO), below, below.map(BigInteger::negate))
                .map(Object::toString);
    }

    private static Gen<String> unicode() {
        Gen<String> text = Gen.unicode(12);
        return random -> {
            String chars = text.next(random);
            return withoutLineBreaking(random.nextBoolean() ? utf8(chars) : URLEncoder.encode(chars, StandardCharsets.UTF_8));
        };
    }

    private static Gen<String> percentGarbage() {
        return Gen.strings("%0123456789abcdefABCDEFGZz+", 1, 12);
    }

    private static Gen<String> callbacks() {
        return Gen.oneOf(
                Gen.of("alert(1)", "<script>alert(1)</script>", "%3Cscript%3E", "a.b.c", "$", "_", "a..b", ".a",
                        "a.", "jQuery123_456", "x".repeat(64), "x".repeat(65), "%E2%80%A8", "a;b", "a%3Db", "a\"b",
                        "a'b", "a\\b", "a%00b", "\u00e9", "</script><script>alert(1)//"),
                Gen.strings("abcXYZ_$.0189()<>\"';=/", 0, 70))
                .map(HostileInput::utf8);
    }

    private static Gen<String> rawBytes() {
        return Gen.bytes(16).map(bytes -> withoutLineBreaking(new String(bytes, StandardCharsets.ISO_8859_1)));
    }

    /** UTF-8 bytes of the text, one char per byte. */
    static String utf8(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    private static String withoutLineBreaking(String bytes) {
        return bytes.replace(' ', '+').replace('\r', '%').replace('\n', '%');
    }
}
