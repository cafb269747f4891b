package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * One transport at one exchange count: the page group's figures (cumulated response time: the total
 * time of the N exchanges, think time excluded) and the single exchange request's.
 *
 * @param framing         the run's framing ("plain", "socketio")
 * @param perExchangeMs   the page's mean total divided by N: the mean cost of one exchange
 * @param exchangeMeanMs  mean of the "Exchange ..." request, or null when the run has none
 * @param usageWindow     what the costs and the verdict span: {@link #WINDOW_PAGE}, the span Gatling's
 *                        per-second series has the page's requests (1 s resolution), or {@link #WINDOW_RUN},
 *                        the whole run, when the page was too short for two usage samples
 * @param usageSeconds    the length of that window
 * @param serverCost      the server's cost over that window, per 1000 <em>exchanges</em> in it (a fresh
 *                        page's include their connects); null when not measured
 * @param injectorCost    the Gatling JVM's over the same window, per the same exchanges; null when not measured
 * @param boundBy         what bound the page's figures, from the CPU shares over that window
 * @param repeats         -Drepeats above 1: the total time of the N exchanges (mean over the repeat's
 *                        pages) of each repeat, and their median, min-max and CV; null for one run
 * @param p95Repeats      -Drepeats above 1: the p95 of the total time of the N exchanges over each repeat's
 *                        pages, and their median, min-max and CV; null for one run
 */
public record TransportRow(
        String framing,
        String transport,
        int exchanges,
        long pages,
        long failedPages,
        int totalMeanMs,
        int totalP95Ms,
        int totalP99Ms,
        double perExchangeMs,
        long exchangeCount,
        long exchangeKo,
        Integer exchangeMeanMs,
        Integer exchangeP95Ms,
        Integer exchangeP99Ms,
        String usageWindow,
        double usageSeconds,
        ServerCost serverCost,
        InjectorCost injectorCost,
        Bound boundBy,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats repeats,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats p95Repeats) {

    public static final String WINDOW_PAGE = "page";
    public static final String WINDOW_RUN = "run";

    /** A transport at N failed when any of its pages, or any of its exchanges, did. */
    @JsonProperty("failed")
    public boolean failed() {
        return failedPages > 0 || exchangeKo > 0;
    }
}
