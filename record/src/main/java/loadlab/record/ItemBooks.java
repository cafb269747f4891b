package loadlab.record;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The insert books by identity: every {@code item} a 201 named, looked up in the store's export
 * (CONTRACT.md, {@code GET /items/export}). Unlike the count, they cannot balance a lost write with a
 * document nobody acknowledged: each acknowledged item must be stored exactly once.
 *
 * @param acknowledged   inserts whose 201 named an item (the lines of the run's acknowledged-items file)
 * @param stored         of those, how many the export lists
 * @param missing        acknowledged, not listed: lost writes ({@code acknowledged = stored + missing})
 * @param duplicates     copies listed beyond one per acknowledged insert
 * @param extras         documents the run added that no insert acknowledged (the export's documents, less
 *                       the count before the run, less the acknowledged ones' copies); null where it cannot
 *                       be told: one injector of several sees the others' inserts as documents too
 * @param exported       documents the export listed (its {@code {"count":N}} line); of several exports, the
 *                       one listing most was read last, the store only growing during a run
 * @param missingItems   the first {@link #LISTED} missing items, in order
 * @param duplicateItems the first {@link #LISTED} items listed more than once, in order
 * @param extraItems     the first {@link #LISTED} extras, in order; empty unless every document the export
 *                       listed that no insert acknowledged came during the run (the store held none before)
 */
public record ItemBooks(long acknowledged, long stored, long missing, long duplicates, Long extras, long exported,
        List<String> missingItems, List<String> duplicateItems, List<String> extraItems) {
    /** How many items of each kind the books name. */
    public static final int LISTED = 20;

    public ItemBooks {
        if (acknowledged < 0 || stored < 0 || missing < 0 || duplicates < 0 || exported < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + acknowledged + ", " + stored + ", "
                    + missing + ", " + duplicates + ", " + exported);
        }
        if (stored + missing != acknowledged) {
            throw new IllegalArgumentException("stored " + stored + " and missing " + missing
                    + " must add up to the acknowledged " + acknowledged);
        }
        missingItems = listed(missingItems);
        duplicateItems = listed(duplicateItems);
        extraItems = listed(extraItems);
    }

    /** Balanced: every acknowledged item stored exactly once. Extras alone do not unbalance these books. */
    @JsonProperty("ok")
    public boolean ok() {
        return missing == 0 && duplicates == 0;
    }

    private static List<String> listed(List<String> items) {
        return items == null ? List.of() : List.copyOf(items.subList(0, Math.min(items.size(), LISTED)));
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append(acknowledged).append(" acknowledged, ").append(stored)
                .append(" of them stored, ").append(missing).append(" missing");
        named(text, missingItems, missing);
        text.append(", ").append(duplicates).append(" duplicate copies");
        named(text, duplicateItems, duplicates);
        if (extras != null) {
            text.append(", ").append(extras).append(" unacknowledged documents");
            named(text, extraItems, extras);
        }
        return text.append(" (export of ").append(exported).append(")").toString();
    }

    private static void named(StringBuilder text, List<String> items, long count) {
        if (!items.isEmpty()) {
            text.append(" (").append(String.join(", ", items)).append(items.size() < count ? ", ..." : "").append(')');
        }
    }
}
