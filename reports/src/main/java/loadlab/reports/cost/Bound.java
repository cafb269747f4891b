package loadlab.reports.cost;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What bound a row's figure ({@link BoundBy}), why, and the shares it was decided on.
 *
 * @param why one sentence with the figures that decided it
 */
public record Bound(BoundBy.Verdict verdict, String why, CpuShares shares) {

    /** True when the row's throughput is the load generator's limit (the injector saturated, the server not). */
    @JsonProperty("loadGeneratorLimit")
    public boolean loadGeneratorLimit() {
        return verdict.loadGeneratorLimit();
    }
}
