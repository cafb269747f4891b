package loadlab.adapter.log;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One assertion of the run header as Gatling pickled it. Never interpreted: the merged log carries
 * the bytes as they were, and Gatling's report generator unpickles and evaluates them.
 */
public record AssertionBytes(byte[] bytes) {

    public AssertionBytes {
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    int length() {
        return bytes.length;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AssertionBytes that && Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "AssertionBytes[" + HexFormat.of().formatHex(bytes) + "]";
    }
}
