package loadlab.reports.sidecar;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The insert experiment's books: inserts the server acknowledged (answered 201) against the growth
 * of {@code GET /items/count} over the run. They balance when the two are equal ("nothing lost"):
 * fewer documents than 201s means acknowledged writes went missing; more means writes happened
 * that the client never saw acknowledged (timeouts, errors). The simulation that keeps the books
 * and the summary that reports them use this one record.
 */
public record Reconciliation(long acknowledged, long countBefore, long countAfter) {

    public Reconciliation {
        if (acknowledged < 0 || countBefore < 0 || countAfter < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + acknowledged + ", "
                    + countBefore + ", " + countAfter);
        }
    }

    /** Documents stored during the run. */
    @JsonProperty("storedDelta")
    public long storedDelta() {
        return countAfter - countBefore;
    }

    @JsonProperty("ok")
    public boolean ok() {
        return storedDelta() == acknowledged;
    }

    /** Documents missing for acknowledged inserts (positive), or unacknowledged extras (negative). */
    public long missing() {
        return acknowledged - storedDelta();
    }

    /** Throws when the books do not balance, so the run (and the build) fails. */
    public void requireBalanced() {
        if (!ok()) {
            throw new IllegalStateException("Insert reconciliation failed: " + this);
        }
    }

    @Override
    public String toString() {
        String verdict = ok() ? "exact"
                : missing() > 0 ? missing() + " acknowledged insert(s) missing"
                : -missing() + " document(s) more than inserts answered 201";
        return "items/count " + countBefore + " -> " + countAfter + " (delta " + storedDelta() + "), "
                + acknowledged + " inserts answered 201: " + verdict;
    }
}
