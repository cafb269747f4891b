package loadlab.reports.comparison;

import com.fasterxml.jackson.annotation.JsonInclude;
import loadlab.reports.cost.BoundBy;

/**
 * One metric in one round where both sides have it.
 *
 * @param ratio      b / a; null when A's figure is 0 (the pair then has no ratio)
 * @param difference b - a, in the metric's unit
 * @param boundBy    what bound B's row in this round (throughput), or null
 * @param aBoundBy   what bound A's row in this round (throughput), or null
 */
public record RoundFigure(
        int round,
        double a,
        double b,
        Double ratio,
        double difference,
        @JsonInclude(JsonInclude.Include.NON_NULL) BoundBy.Verdict boundBy,
        @JsonInclude(JsonInclude.Include.NON_NULL) BoundBy.Verdict aBoundBy) {
}
