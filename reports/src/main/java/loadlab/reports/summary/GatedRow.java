package loadlab.reports.summary;

import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * A row the gate tracks the same way wherever it stands (an insert step, a hello variant): its
 * throughput with what bound it, its latencies, its KO count, and what it cost the server and the
 * injector over its window.
 */
interface GatedRow {

    /** OK answers per second. */
    double throughput();

    /** The repeats' spread when -Drepeats was above 1; null for one run. */
    RepeatStats repeats();

    /** The p95 of each repeat and their spread when -Drepeats was above 1; null for one run. */
    RepeatStats p95Repeats();

    Bound boundBy();

    int meanMs();

    int p50Ms();

    int p95Ms();

    int p99Ms();

    long ko();

    InjectorCost injectorCost();

    /** The server's cost over the row's window, per its requests; null when the server was not sampled. */
    ServerCost serverCost();
}
