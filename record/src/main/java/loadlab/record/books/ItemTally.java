package loadlab.record.books;

import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * How often each acknowledged item was acknowledged and found stored, for hundreds of thousands of
 * items: a canonical UUID is kept as its two longs in open-addressed arrays (at most 64 bytes an item,
 * no object per item); any other item string in a map beside them. Items are tallied only
 * once acknowledged: a stored item nobody acknowledged is only reported as not found.
 */
final class ItemTally {
    private static final int FIRST_CAPACITY = 1 << 10;

    private long[] high = new long[FIRST_CAPACITY];
    private long[] low = new long[FIRST_CAPACITY];
    private int[] acked = new int[FIRST_CAPACITY];
    private int[] stored = new int[FIRST_CAPACITY];
    private long[] order = new long[FIRST_CAPACITY];
    private int size;
    private final Map<String, Entry> others = new HashMap<>();

    /** One acknowledgement of {@code item}, the {@code sequence}-th of the run (the first one's is kept). */
    void acknowledge(String item, long sequence) {
        UUID uuid = canonical(item);
        if (uuid == null) {
            others.computeIfAbsent(item, key -> new Entry(key, 0, 0, sequence)).acked++;
            return;
        }
        if ((size + 1) * 2 > high.length) {
            grow();
        }
        int slot = slot(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        if (acked[slot] == 0) {
            high[slot] = uuid.getMostSignificantBits();
            low[slot] = uuid.getLeastSignificantBits();
            order[slot] = sequence;
            size++;
        }
        acked[slot]++;
    }

    /** One stored copy of {@code item}; false when no insert acknowledged it. */
    boolean store(String item) {
        UUID uuid = canonical(item);
        if (uuid == null) {
            Entry entry = others.get(item);
            if (entry == null) {
                return false;
            }
            entry.stored++;
            return true;
        }
        int slot = slot(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
        if (acked[slot] == 0) {
            return false;
        }
        stored[slot]++;
        return true;
    }

    /** Every acknowledged item with its tallies, in no particular order. */
    void forEach(Consumer<Entry> each) {
        for (int slot = 0; slot < high.length; slot++) {
            if (acked[slot] > 0) {
                each.accept(new Entry(new UUID(high[slot], low[slot]).toString(), acked[slot], stored[slot], order[slot]));
            }
        }
        others.values().forEach(each);
    }

    /** The slot holding this UUID, or the empty one where it would go. */
    private int slot(long most, long least) {
        int mask = high.length - 1;
        long mixed = (most ^ Long.rotateLeft(least, 32)) * 0x9E3779B97F4A7C15L;
        int slot = (int) (mixed >>> 33) & mask;
        while (acked[slot] != 0 && (high[slot] != most || low[slot] != least)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        long[] oldHigh = high;
        long[] oldLow = low;
        int[] oldAcked = acked;
        int[] oldStored = stored;
        long[] oldOrder = order;
        int capacity = oldHigh.length * 2;
        high = new long[capacity];
        low = new long[capacity];
        acked = new int[capacity];
        stored = new int[capacity];
        order = new long[capacity];
        for (int old = 0; old < oldHigh.length; old++) {
            if (oldAcked[old] > 0) {
                int slot = slot(oldHigh[old], oldLow[old]);
                high[slot] = oldHigh[old];
                low[slot] = oldLow[old];
                acked[slot] = oldAcked[old];
                stored[slot] = oldStored[old];
                order[slot] = oldOrder[old];
            }
        }
    }

    /** The UUID when {@code item} is one written the canonical way (lower case, dashed), else null. */
    private static UUID canonical(String item) {
        if (item.length() != 36) {
            return null;
        }
        try {
            UUID uuid = UUID.fromString(item);
            return uuid.toString().equals(item) ? uuid : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** An item's tallies: acknowledged, stored, and when it was first acknowledged. */
    static final class Entry {
        final String item;
        int acked;
        int stored;
        final long order;

        Entry(String item, int acked, int stored, long order) {
            this.item = item;
            this.acked = acked;
            this.stored = stored;
            this.order = order;
        }
    }
}
