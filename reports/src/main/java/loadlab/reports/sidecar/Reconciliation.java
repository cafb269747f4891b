package loadlab.reports.sidecar;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The insert experiment's books: inserts the server acknowledged (answered 201) against the growth
 * of {@code GET /items/count} over the run. They balance when the two are equal.
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
}
