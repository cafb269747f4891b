package loadlab.reports.summary;

import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * One open step of the insert experiment: a constant arrival rate, one new client per insert. Latencies
 * are Gatling's for the step's "Insert" request (from each send; the same inserts from their planned
 * starts are in the summary's {@code plannedStart} section); throughput is the step's OK answers over the
 * window the simulation recorded for it, which at a rate the server holds is the rate itself.
 *
 * @param rate         the step's planned inserts per second (the whole set's, with several injectors)
 * @param windowSource "record" (timed by the simulation; CPU interpolated at its edges) or "log" (Gatling's
 *                     time series, about 1 s resolution)
 * @param boundBy      what bound the step, from the CPU shares over its window and the injector's lag
 */
public record InsertRateRow(
        int rate,
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
        Bound boundBy) implements GatedRow {

    /** One value across repeats: the step's figures span all of them. */
    @Override
    public RepeatStats repeats() {
        return null;
    }

    @Override
    public RepeatStats p95Repeats() {
        return null;
    }

    /** A step with any KO answer failed, whatever its throughput. */
    public boolean failed() {
        return ko > 0;
    }
}
