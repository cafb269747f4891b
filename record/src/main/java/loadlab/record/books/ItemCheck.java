package loadlab.record.books;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import loadlab.record.ItemBooks;

/**
 * Keeps the books by identity: the items of one or more acknowledged-items files (one injector's, or
 * every injector's of a set) against one export of the store read after the last of their inserts.
 * Each acknowledged item must be listed exactly once; what is listed beyond them is counted as
 * unacknowledged documents when the count before the run says how many were there already.
 */
public final class ItemCheck {
    private ItemCheck() {
    }

    /**
     * @param acked       the acknowledged-items files, in the order their items were acknowledged
     * @param export      the export, read after every insert of those files was answered
     * @param countBefore the store's count before the first of those inserts; null when other inserts
     *                    ran meanwhile (one injector of several), so extras cannot be told
     * @throws UnreadableItemsException when a file was cut or is not such lines
     */
    public static ItemBooks of(List<Path> acked, Path export, Long countBefore) {
        ItemTally tally = new ItemTally();
        long[] sequence = {0};
        for (Path file : acked) {
            ItemLines.read(file, (id, item) -> tally.acknowledge(item, sequence[0]++));
        }
        long[] unacknowledged = {0};
        List<String> firstUnacknowledged = new ArrayList<>();
        long exported = ItemLines.read(export, (id, item) -> {
            if (!tally.store(item)) {
                unacknowledged[0]++;
                if (firstUnacknowledged.size() < ItemBooks.LISTED) {
                    firstUnacknowledged.add(item);
                }
            }
        });
        Totals totals = new Totals();
        tally.forEach(totals::add);
        Long extras = countBefore == null ? null : exported - countBefore - totals.stored - totals.duplicates;
        // Listed only when no document was there before: then every unacknowledged one is an extra.
        List<String> extraItems = extras != null && extras == unacknowledged[0] ? firstUnacknowledged : List.of();
        return new ItemBooks(totals.acknowledged, totals.stored, totals.missing, totals.duplicates, extras, exported,
                totals.missingItems.inOrder(), totals.duplicateItems.inOrder(), extraItems);
    }

    /** The sums over every acknowledged item, and the first acknowledged of each kind that is off. */
    private static final class Totals {
        long acknowledged;
        long stored;
        long missing;
        long duplicates;
        final FirstItems missingItems = new FirstItems();
        final FirstItems duplicateItems = new FirstItems();

        void add(ItemTally.Entry entry) {
            acknowledged += entry.acked;
            stored += Math.min(entry.acked, entry.stored);
            if (entry.stored < entry.acked) {
                missing += entry.acked - entry.stored;
                missingItems.offer(entry);
            } else if (entry.stored > entry.acked) {
                duplicates += entry.stored - entry.acked;
                duplicateItems.offer(entry);
            }
        }
    }

    /** The {@link ItemBooks#LISTED} entries acknowledged first, kept in a bounded heap. */
    private static final class FirstItems {
        private final PriorityQueue<ItemTally.Entry> latestFirst =
                new PriorityQueue<>(Comparator.comparingLong((ItemTally.Entry entry) -> entry.order).reversed());

        void offer(ItemTally.Entry entry) {
            latestFirst.add(entry);
            if (latestFirst.size() > ItemBooks.LISTED) {
                latestFirst.poll();
            }
        }

        List<String> inOrder() {
            return latestFirst.stream().sorted(Comparator.comparingLong(entry -> entry.order))
                    .map(entry -> entry.item).toList();
        }
    }
}
