package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Locale;
import loadlab.reports.cost.BoundBy;

/**
 * One number the gate compares between runs, keyed by a stable id such as
 * {@code insert.c100.throughput_rps} or {@code hello.closed-keepalive.p95_ms}.
 *
 * @param cvPct the value's spread across repeats of the run: coefficient of variation (standard
 *              deviation / mean x 100); null (and absent from the JSON) when the run was not
 *              repeated. The gate derives a tracked metric's threshold from the baseline's spread.
 * @param boundBy what bound the row the metric comes from (throughput of insert steps and hello
 *              variants); null (and absent) elsewhere. The gate treats a throughput the current run
 *              says was bound by the injector as advisory: it is the load generator's limit, not the
 *              server's.
 * @param low     with {@code high}, the bounds of an interval around the value (the A/B comparison's
 *                {@code comparison.*.ratio}: its median ratio's); null (and absent) elsewhere.
 */
public record Metric(
        String id,
        double value,
        String unit,
        MetricKind kind,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double cvPct,
        @JsonInclude(JsonInclude.Include.NON_NULL) BoundBy.Verdict boundBy,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double low,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double high) {

    public Metric {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("metric id is required");
        }
        if (kind == null) {
            throw new IllegalArgumentException(id + ": kind is required");
        }
        if (cvPct != null && (cvPct < 0 || cvPct.isNaN())) {
            throw new IllegalArgumentException(id + ": cvPct must be a percentage >= 0, got " + cvPct);
        }
    }

    /** A metric without an interval. */
    public Metric(String id, double value, String unit, MetricKind kind, Double cvPct, BoundBy.Verdict boundBy) {
        this(id, value, unit, kind, cvPct, boundBy, null, null);
    }

    /** A metric from a single run: no spread. */
    public Metric(String id, double value, String unit, MetricKind kind) {
        this(id, value, unit, kind, null, null);
    }

    /** A metric with its spread across repeats (null: none). */
    public Metric(String id, double value, String unit, MetricKind kind, Double cvPct) {
        this(id, value, unit, kind, cvPct, null);
    }

    public boolean hasSpread() {
        return cvPct != null;
    }

    public Metric withValue(double newValue) {
        return new Metric(id, newValue, unit, kind, cvPct, boundBy, low, high);
    }

    /** The same metric with a spread across repeats, in percent. */
    public Metric withSpread(double newCvPct) {
        return new Metric(id, value, unit, kind, newCvPct, boundBy, low, high);
    }

    /** The same metric with what bound its row. */
    public Metric withBoundBy(BoundBy.Verdict verdict) {
        return new Metric(id, value, unit, kind, cvPct, verdict, low, high);
    }

    /** The same metric with an interval around its value. */
    public Metric withInterval(Double newLow, Double newHigh) {
        return new Metric(id, value, unit, kind, cvPct, boundBy, newLow, newHigh);
    }

    /** True when the row it comes from was bound by the injector (saturated, the server not). */
    public boolean loadGeneratorLimit() {
        return boundBy != null && boundBy.loadGeneratorLimit();
    }

    /** A name as metric ids carry it: "Fresh SIO WS" -> "fresh-sio-ws". */
    public static String slug(String name) {
        return name.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }
}
