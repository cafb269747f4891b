package loadlab.wire;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Version 4 UUIDs from a per-thread generator: {@link UUID#randomUUID()} draws from one shared
 * SecureRandom, a contention point under load, and the experiment's GUIDs need uniqueness, not secrecy.
 */
public final class Guids {
    private Guids() {
    }

    public static UUID next() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low);
    }
}
