package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One transport at one exchange count: the page group's figures (cumulated response time: the total
 * time of the N exchanges, think time excluded) and the single exchange request's.
 *
 * @param framing         the run's framing ("plain", "socketio")
 * @param perExchangeMs   the page's mean total divided by N: the mean cost of one exchange
 * @param exchangeMeanMs  mean of the "Exchange ..." request, or null when the run has none
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
        Integer exchangeP99Ms) {

    /** A transport at N failed when any of its pages, or any of its exchanges, did. */
    @JsonProperty("failed")
    public boolean failed() {
        return failedPages > 0 || exchangeKo > 0;
    }
}
