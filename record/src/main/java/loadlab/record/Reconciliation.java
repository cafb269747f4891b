package loadlab.record;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The insert experiment's books: inserts the server acknowledged (answered 201) against the growth
 * of {@code GET /items/count} over the run, and against the store's export by identity. By count they
 * balance when the two are equal: fewer documents than 201s means acknowledged writes went missing;
 * more means writes happened that the client never saw acknowledged (timeouts, errors). A lost write
 * and a document nobody acknowledged balance the count, so the books by identity ({@link ItemBooks})
 * must balance too: every item a 201 named stored exactly once. The simulation that keeps the books
 * and the summary that reports them use this one record.
 *
 * @param items        the books by identity; null when they were not kept (then {@code itemsNotKept} says
 *                     why) or in a record from before they were kept (then both are null and the count alone
 *                     judges, as it did when the run was recorded)
 * @param itemsNotKept why there are no books by identity (the export could not be read, was cut, an
 *                     injector's acknowledged items were not found); books not kept do not balance
 */
public record Reconciliation(long acknowledged, long countBefore, long countAfter, ItemBooks items,
        String itemsNotKept) {

    public Reconciliation {
        if (acknowledged < 0 || countBefore < 0 || countAfter < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + acknowledged + ", "
                    + countBefore + ", " + countAfter);
        }
        if (items != null && itemsNotKept != null) {
            throw new IllegalArgumentException("books by identity, or why there are none: not both");
        }
    }

    /** Books by count alone, as runs recorded them before the books by identity were kept. */
    public Reconciliation(long acknowledged, long countBefore, long countAfter) {
        this(acknowledged, countBefore, countAfter, null, null);
    }

    /** The same count with these books by identity. */
    public Reconciliation withItems(ItemBooks books) {
        return new Reconciliation(acknowledged, countBefore, countAfter, books, null);
    }

    /** The same count, and why there are no books by identity. */
    public Reconciliation withItemsNotKept(String why) {
        return new Reconciliation(acknowledged, countBefore, countAfter, null, why);
    }

    /** Documents stored during the run. */
    @JsonProperty("storedDelta")
    public long storedDelta() {
        return countAfter - countBefore;
    }

    /** Both books balance: by count and, where kept, by identity. */
    @JsonProperty("ok")
    public boolean ok() {
        return countBalanced() && itemsBalanced();
    }

    /** The count grew by the inserts answered 201. */
    public boolean countBalanced() {
        return storedDelta() == acknowledged;
    }

    /**
     * Every 201 named an item and each is stored exactly once; true for a record from before the books by
     * identity, false when they were not kept.
     */
    public boolean itemsBalanced() {
        if (items == null) {
            return itemsNotKept == null;
        }
        return items.ok() && items.acknowledged() == acknowledged;
    }

    /** Documents missing for acknowledged inserts (positive), or unacknowledged extras (negative), by count. */
    public long missing() {
        return acknowledged - storedDelta();
    }

    /** Throws when the books do not balance, so the run (and the build) fails. */
    public void requireBalanced() {
        if (!ok()) {
            throw new IllegalStateException("Insert reconciliation failed: " + this);
        }
    }

    /**
     * Throws when the books by identity do not balance: what one injector of several can judge on its own
     * (its count delta holds the others' inserts, but its own items must be stored once each).
     */
    public void requireItemsBalanced() {
        if (!itemsBalanced()) {
            throw new IllegalStateException("Insert reconciliation by identity failed: " + this);
        }
    }

    @Override
    public String toString() {
        String verdict = countBalanced() ? "exact"
                : missing() > 0 ? missing() + " acknowledged insert(s) missing"
                : -missing() + " document(s) more than inserts answered 201";
        String count = "items/count " + countBefore + " -> " + countAfter + " (delta " + storedDelta() + "), "
                + acknowledged + " inserts answered 201: " + verdict;
        if (items != null) {
            String unnamed = items.acknowledged() == acknowledged ? ""
                    : ", " + (acknowledged - items.acknowledged()) + " 201(s) named no item";
            return count + "; by identity: " + (items.ok() ? "exact, " : "") + items + unnamed;
        }
        return itemsNotKept == null ? count : count + "; by identity: not kept (" + itemsNotKept + ")";
    }
}
