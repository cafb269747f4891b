package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * One hello variant (load model and keep-alive), an open one at one of its rates, from the newest run that
 * covers it.
 *
 * @param rate       an open row's planned arrivals per second (-Drate), null for a closed row
 * @param aborted    why the row's run stopped before its plan was done (its record says), or null
 * @param request    the request timing the variant ("Hello", "Hello Keep-Alive", ...)
 * @param throughput OK answers per second over {@code window} (KO answers are in {@code ko} only)
 * @param serverCost null when the server was not measured (external target, or no usage samples)
 * @param injectorCost the Gatling JVM's cost over the same window, per the same requests; null when
 *                   not measured (a run from before the injector was sampled)
 * @param boundBy    what bound the row's throughput, from the CPU shares over the same window
 * @param window     {@link #WINDOW_RECORDED}: the variant's window as the simulation recorded it
 *                   (its first user's start to its last user's end, over its repeats), throughput and
 *                   cost over its exact length, CPU interpolated at its edges; {@link #WINDOW_VARIANT}
 *                   (runs that recorded none): the run drove several variants, so throughput and cost
 *                   span this variant's requests as Gatling's per-second series shows them (1 s
 *                   resolution); {@link #WINDOW_RUN}: the whole run (it drove this variant only, or
 *                   the series gave no window): throughput is the OK share of Gatling's Cnt/s, the cost spans the
 *                   run's injection
 * @param seconds    the length of that window
 * @param repeats    -Drepeats above 1: OK answers per second of each repeat's own window, and their
 *                   median, min-max and CV; null for one run
 * @param p95Repeats -Drepeats above 1: the p95 (ms) of each repeat's answers, and their median, min-max
 *                   and CV; null for one run
 */
public record HelloRow(
        String runId,
        String aborted,
        String variant,
        String model,
        String keepAlive,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer rate,
        String request,
        long count,
        long ko,
        double throughput,
        int meanMs,
        int p50Ms,
        int p75Ms,
        int p95Ms,
        int p99Ms,
        int maxMs,
        ServerCost serverCost,
        InjectorCost injectorCost,
        Bound boundBy,
        String window,
        double seconds,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats repeats,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats p95Repeats) implements GatedRow {

    public static final String WINDOW_RUN = "run";
    public static final String WINDOW_VARIANT = "variant";
    public static final String WINDOW_RECORDED = "recorded";

    /** A variant with any KO answer failed, whatever its throughput. */
    @JsonProperty("failed")
    public boolean failed() {
        return ko > 0;
    }
}
