package loadlab.wire;

/**
 * One validated exchange request (CONTRACT.md "AJAX transport", "WebSocket"): which exchange
 * ({@code idx}, an integer 0..2^53, default 0) and how many random characters ({@code size}, an
 * integer 0..max, default 4096; the contract's max is 1 MiB, a server may be configured lower).
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
            throw badSize(MAX_SIZE);
        }
    }

    /** The query-string form with the contract's default and maximum size. */
    public static Exchange fromQuery(String idx, String size) {
        return fromQuery(idx, size, DEFAULT_SIZE, MAX_SIZE);
    }

    /** The query-string form; {@code null} means absent, so the default applies. Digits only, no sign. */
    public static Exchange fromQuery(String idx, String size, int defaultSize, int maxSize) {
        long parsedIdx = idx == null ? 0 : parseIdx(idx);
        int parsedSize = size == null ? defaultSize : parseSize(size, maxSize);
        return new Exchange(parsedIdx, parsedSize);
    }

    static long parseIdx(String text) {
        if (!isDigits(text, 16)) {
            throw badIdx();
        }
        return Long.parseLong(text);
    }

    static int parseSize(String text, int maxSize) {
        if (!isDigits(text, 8)) {
            throw badSize(maxSize);
        }
        return checkSize(Long.parseLong(text), maxSize);
    }

    public static int checkSize(long size, int maxSize) {
        if (size < 0 || size > maxSize) {
            throw badSize(maxSize);
        }
        return (int) size;
    }

    public static BadInputException badIdx() {
        return new BadInputException("bad_idx", "idx must be an integer from 0 to " + MAX_IDX);
    }

    public static BadInputException badSize(int maxSize) {
        return new BadInputException("bad_size", "size must be an integer from 0 to " + maxSize);
    }

    private static boolean isDigits(String text, int maxLength) {
        if (text.isEmpty() || text.length() > maxLength) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
