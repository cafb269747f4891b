package loadlab.record.latency;

import com.fasterxml.jackson.annotation.JsonIgnore;
import org.HdrHistogram.Histogram;

/**
 * One row of an open or scheduled variant (a hello variant at a constant rate, an open insert step, a
 * scheduled transports page), measured from when each request was meant to go rather than from when it
 * went. In a closed loop a stalled server keeps the clients waiting instead of sending, so the stall hides
 * itself (coordinated omission); with a planned start per request, a request the injector sent late, or
 * that waited on a stall, counts from its plan.
 *
 * @param row       the row it belongs to, as the summary keys it ("open-close-r1000", "Rate 250/s", "Scheduled WS x10")
 * @param repeat    1.., as the row's repeats are numbered
 * @param planned   the requests the plan meant to start
 * @param answered  the requests that were answered: the count of {@code corrected}
 * @param corrected the latency from each planned start to its answer, microseconds
 *                  ({@link LatencyHistogram#encode})
 * @param lag       the injection lag, from when each request could go (its planned start; in a scheduled page,
 *                  that or the previous answer, whichever came later) to when it was sent, microseconds
 */
public record IntendedLatency(String row, int repeat, long planned, long answered, String corrected, String lag) {

    public IntendedLatency {
        if (row == null || row.isBlank() || repeat < 1 || planned < 0 || answered < 0 || answered > planned) {
            throw new IllegalArgumentException("an intended latency needs its row, a repeat from 1 and 0 <= answered ("
                    + answered + ") <= planned (" + planned + ")");
        }
        if (corrected == null || lag == null) {
            throw new IllegalArgumentException(row + ": an intended latency holds both histograms");
        }
    }

    public static IntendedLatency of(String row, int repeat, long planned, Histogram corrected, Histogram lag) {
        return new IntendedLatency(row, repeat, planned, corrected.getTotalCount(), LatencyHistogram.encode(corrected),
                LatencyHistogram.encode(lag));
    }

    @JsonIgnore
    public Histogram correctedHistogram() {
        return LatencyHistogram.decode(corrected);
    }

    @JsonIgnore
    public Histogram lagHistogram() {
        return LatencyHistogram.decode(lag);
    }
}
