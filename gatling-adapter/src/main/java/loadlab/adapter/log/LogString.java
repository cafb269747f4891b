package loadlab.adapter.log;

import java.io.DataOutput;
import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A string as {@code simulation.log} stores it: the String's internal bytes and its coder (0 LATIN1,
 * 1 UTF16, the UTF16 bytes in the writing JVM's byte order). Kept as stored, never re-encoded:
 * Gatling's reader rebuilds the String from both, and a String's equality includes its coder, so a
 * name written with another coder would become another row of the report.
 */
public final class LogString {
    public static final byte LATIN1 = 0;
    public static final byte UTF16 = 1;
    public static final LogString EMPTY = new LogString(new byte[0], LATIN1);

    private static final Charset NATIVE_UTF16 =
            ByteOrder.nativeOrder() == ByteOrder.BIG_ENDIAN ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE;

    private final byte[] value;
    private final byte coder;
    private final int hash;

    private LogString(byte[] value, byte coder) {
        this.value = value;
        this.coder = coder;
        this.hash = 31 * Arrays.hashCode(value) + coder;
    }

    /** The stored form; the array is kept, not copied (the decoder hands over a fresh one). */
    static LogString stored(byte[] value, byte coder) {
        if (coder != LATIN1 && coder != UTF16) {
            throw new IllegalArgumentException("unknown string coder " + coder);
        }
        if (coder == UTF16 && value.length % 2 != 0) {
            throw new IllegalArgumentException("UTF16 string of odd length " + value.length);
        }
        return value.length == 0 ? EMPTY : new LogString(value, coder);
    }

    /** The text as a JVM with compact strings (the default) stores it: LATIN1 when every char fits a byte. */
    public static LogString of(String text) {
        if (text.isEmpty()) {
            return EMPTY;
        }
        boolean latin1 = text.chars().allMatch(c -> c <= 0xFF);
        return latin1 ? new LogString(text.getBytes(StandardCharsets.ISO_8859_1), LATIN1)
                : new LogString(text.getBytes(NATIVE_UTF16), UTF16);
    }

    public String text() {
        return new String(value, coder == LATIN1 ? StandardCharsets.ISO_8859_1 : NATIVE_UTF16);
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    /** Length, then (when not empty) the bytes and the coder: the layout of an uncached string. */
    void writeTo(DataOutput out) throws IOException {
        out.writeInt(value.length);
        if (value.length > 0) {
            out.write(value);
            out.writeByte(coder);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LogString that && coder == that.coder && Arrays.equals(value, that.value);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return text();
    }
}
