package loadlab.tomcat.transport;

import java.util.function.Supplier;

/**
 * One validated exchange request (CONTRACT.md "AJAX transport", "WebSocket"): which exchange
 * ({@code idx}, an integer 0..2^53, default 0) and how many random characters ({@code size}, an
 * integer 0..1048576, default 4096).
 */
public record Exchange(long idx, int size) {
    public static final long MAX_IDX = 1L << 53;
    public static final int MAX_SIZE = 1_048_576;
    public static final int DEFAULT_SIZE = 4096;

    public Exchange {
        if (idx < 0 || idx > MAX_IDX) {
            throw badIdx();
        }
        if (size < 0 || size > MAX_SIZE) {
            throw badSize();
        }
    }

    /** The query-string form; {@code null} means absent, so the default applies. Digits only, no sign. */
    public static Exchange fromQuery(String idx, String size) {
        long parsedIdx = idx == null ? 0 : digits(idx, 16, Exchange::badIdx);
        long parsedSize = size == null ? DEFAULT_SIZE : digits(size, 8, Exchange::badSize);
        if (parsedSize > MAX_SIZE) {
            throw badSize();
        }
        return new Exchange(parsedIdx, (int) parsedSize);
    }

    public static BadInput badIdx() {
        return new BadInput("bad_idx", "idx must be an integer from 0 to " + MAX_IDX);
    }

    public static BadInput badSize() {
        return new BadInput("bad_size", "size must be an integer from 0 to " + MAX_SIZE);
    }

    private static long digits(String text, int maxLength, Supplier<BadInput> bad) {
        if (text.isEmpty() || text.length() > maxLength) {
            throw bad.get();
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw bad.get();
            }
        }
        return Long.parseLong(text);
    }
}
