package loadlab.reports.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * One concurrency step of the insert experiment. Latencies are Gatling's for the step's
 * "Insert" request; throughput is the step's OK answers over the step's own window (KO answers are
 * counted in {@code ko}, never in the throughput).
 *
 * @param concurrency  the step's concurrency, or null for a run without step groups (whole run)
 * @param windowSource "record" (timed by the simulation; CPU interpolated at its edges), "log" (Gatling's
 *                     time series, about 1 s resolution) or "run" (Gatling's Cnt/s over the whole run)
 * @param serverCost   the server's cost over the step's window, per the step's requests; null when not
 *                     measured (an outside server, or too few samples for the window's rule)
 * @param injectorCost the Gatling JVM's over the same window; null when not measured
 * @param boundBy      what bound the step's throughput, from the CPU shares over its window
 * @param repeats      -Drepeats above 1: OK answers per second of each repeat's own window, and their
 *                     median, min-max and CV; null for one run (the step's window, seconds and
 *                     throughput then span all its repeats, which ran back to back)
 * @param p95Repeats   -Drepeats above 1: the p95 (ms) of each repeat's answers, and their median, min-max
 *                     and CV; null for one run
 */
public record InsertStepRow(
        Integer concurrency,
        long count,
        long ok,
        long ko,
        double seconds,
        double throughput,
        int meanMs,
        int p50Ms,
        int p95Ms,
        int p99Ms,
        int maxMs,
        String windowSource,
        ServerCost serverCost,
        InjectorCost injectorCost,
        Bound boundBy,
        Long listenOverflows,
        Long listenDrops,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats repeats,
        @JsonInclude(JsonInclude.Include.NON_NULL) RepeatStats p95Repeats) implements GatedRow {

    /** The step with the kernel's listen-queue growth over it (null: not read). */
    public InsertStepRow withListenQueue(Long overflows, Long drops) {
        return new InsertStepRow(concurrency, count, ok, ko, seconds, throughput, meanMs, p50Ms, p95Ms, p99Ms, maxMs,
                windowSource, serverCost, injectorCost, boundBy, overflows, drops, repeats, p95Repeats);
    }

    /** A step with any KO answer failed, whatever its throughput. */
    @JsonProperty("failed")
    public boolean failed() {
        return ko > 0;
    }
}
