package loadlab.gatling.insert;

/**
 * "Nothing lost": the growth of {@code GET /items/count} over the run must equal the inserts the
 * simulation saw answered 201. Fewer documents than 201s means acknowledged writes went missing;
 * more means writes happened that the client never saw acknowledged (timeouts, errors).
 */
public record Reconciliation(long countBefore, long countAfter, long created) {

    public Reconciliation {
        if (countBefore < 0 || countAfter < 0 || created < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + countBefore + ", "
                    + countAfter + ", " + created);
        }
    }

    public long delta() {
        return countAfter - countBefore;
    }

    public boolean exact() {
        return delta() == created;
    }

    /** Documents missing for acknowledged inserts (positive), or unacknowledged extras (negative). */
    public long missing() {
        return created - delta();
    }

    /** Throws when the books do not balance, so the run (and the Maven build) fails. */
    public void requireExact() {
        if (!exact()) {
            throw new IllegalStateException("Insert reconciliation failed: " + this);
        }
    }

    @Override
    public String toString() {
        String verdict = exact() ? "exact"
                : missing() > 0 ? missing() + " acknowledged insert(s) missing"
                : -missing() + " document(s) more than inserts answered 201";
        return "items/count " + countBefore + " -> " + countAfter + " (delta " + delta() + "), "
                + created + " inserts answered 201: " + verdict;
    }
}
