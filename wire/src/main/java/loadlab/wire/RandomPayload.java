package loadlab.wire;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Fresh random {@code [A-Za-z0-9]} characters written straight into a byte array (CONTRACT.md: never a
 * cached string). One {@code nextLong()} gives up to ten characters, 6 bits each; 62 and 63 are
 * rejected so every character is equally likely. A per-thread generator: fresh, not secret.
 */
public final class RandomPayload {
    private static final byte[] ALPHABET =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".getBytes(StandardCharsets.US_ASCII);

    private RandomPayload() {
    }

    public static void fill(byte[] target, int offset, int length) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        int end = offset + length;
        int i = offset;
        while (i < end) {
            long bits = random.nextLong();
            for (int chunk = 0; chunk < 10 && i < end; chunk++, bits >>>= 6) {
                int value = (int) (bits & 63);
                if (value < 62) {
                    target[i++] = ALPHABET[value];
                }
            }
        }
    }
}
