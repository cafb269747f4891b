package loadlab.server.transport;

import loadlab.server.web.BadInputException;

/**
 * One validated exchange request: which exchange ({@code idx}) and how many characters ({@code size}).
 * Contract: idx is an integer 0..2^53 (default 0); size is an integer 0..max (default 4096).
 */
public record Exchange(long idx, int size) {
    public static final long MAX_IDX = 1L << 53;

    public Exchange {
        if (idx < 0 || idx > MAX_IDX) {
            throw badIdx();
        }
        if (size < 0) {
            throw new BadInputException("bad_size", "size must be a non-negative integer");
        }
    }

    /** Parses the query-string form; {@code null} means absent, so the default applies. */
    public static Exchange fromQuery(String idx, String size, TransportConfig config) {
        long parsedIdx = idx == null ? 0 : parseIdx(idx);
        int parsedSize = size == null ? config.defaultSize() : parseSize(size, config.maxSize());
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
