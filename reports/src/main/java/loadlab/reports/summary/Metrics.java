package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.List;
import loadlab.record.names.RunNames;
import loadlab.record.names.RunVariants;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.repeat.RepeatStats;

/**
 * The metrics of a summary. Tracked by default (fail the gate): throughput, p95, server CPU per
 * 1000 requests, KO counts and the reconciliation; everything else is INFO (reported, never fails),
 * the injector's CPU per 1000 requests among it. A throughput carries what bound its row. A row run
 * more than once (-Drepeats) gives its throughput (transports: its mean total time) and its p95
 * (transports: of the total time) as the median of its repeats, with their CV as {@code cvPct}.
 */
final class Metrics {
    private static final String CPU_PER_1000 = ".cpu_s_per_1000";
    private static final String INJECTOR_CPU_PER_1000 = ".injector_cpu_s_per_1000";
    private static final String CPU_PER_INJECTOR_CPU = ".cpu_per_injector_cpu";
    private final List<Metric> metrics = new ArrayList<>();
    private final String plainFraming;

    private Metrics() {
        this.plainFraming = RunVariants.PLAIN;
    }

    static List<Metric> of(TransportsSection transports, InsertSection insert,
            HelloSection hello, List<RunListing> runs) {
        Metrics metrics = new Metrics();
        if (transports != null) {
            metrics.transports(transports);
        }
        if (insert != null) {
            metrics.insert(insert);
        }
        if (hello != null) {
            metrics.hello(hello);
        }
        metrics.serverCpu(runs.stream().filter(RunListing::used).toList());
        return List.copyOf(metrics.metrics);
    }

    /**
     * Server CPU per 1000 requests over whole runs, per section: {@code transports[.<framing>]},
     * {@code insert}, {@code hello} (every hello run the section uses, together). A run's window
     * starts and ends where its load does, whereas a hello variant's window inside a run of several
     * (its row's own figure) is cut from Gatling's per-second series in full load, so a short variant,
     * such as the smoke profile's keep-alive one, carries a large error (reports/README.md, "Why the stored
     * baseline holds no speed figure").
     */
    private void serverCpu(List<RunListing> used) {
        List<RunListing> hellos = new ArrayList<>();
        for (RunListing run : used) {
            if (run.simulation().equals(RunNames.TRANSPORTS_SIMULATION)) {
                boolean plain = run.variant().isEmpty() || run.variant().equals(plainFraming);
                cpuPer1000("transports" + (plain ? "" : "." + slug(run.variant())), List.of(run));
            } else if (run.simulation().equals(RunNames.INSERT_SIMULATION)) {
                cpuPer1000("insert", List.of(run));
            } else if (run.simulation().equals(RunNames.HELLO_SIMULATION)) {
                hellos.add(run);
            }
        }
        if (!hellos.isEmpty()) {
            cpuPer1000("hello", hellos);
            cpuPerInjectorCpu("hello", hellos);
        }
    }

    /**
     * The server's CPU-seconds over the runs per CPU-second the injector spent over the same windows on
     * the same requests: the server's cost per request in units of the load generator's. Both are JVMs
     * on the same cores, so a slower or faster machine moves both and the ratio stays, where a server
     * that costs more per request moves only its own (docs/reports-and-gate.md, "Server CPU").
     */
    private void cpuPerInjectorCpu(String section, List<RunListing> runs) {
        if (runs.stream().anyMatch(run -> run.serverCost() == null || run.injectorCost() == null)) {
            return;
        }
        double server = runs.stream().mapToDouble(run -> run.serverCost().cpuSeconds()).sum();
        double injector = runs.stream().mapToDouble(run -> run.injectorCost().cpuSeconds()).sum();
        if (injector > 0) {
            add(section + CPU_PER_INJECTOR_CPU, server / injector, "x", MetricKind.CPU_COST);
        }
    }

    /** CPU-seconds of the runs per 1000 of their requests; only when every one of them was sampled. */
    private void cpuPer1000(String section, List<RunListing> runs) {
        long requests = runs.stream().mapToLong(RunListing::requests).sum();
        if (requests == 0 || runs.stream().anyMatch(run -> run.serverCost() == null)) {
            return;
        }
        double cpuSeconds = runs.stream().mapToDouble(run -> run.serverCost().cpuSeconds()).sum();
        add(section + CPU_PER_1000, cpuSeconds / requests * 1000, "s", MetricKind.CPU_COST);
    }

    private void transports(TransportsSection section) {
        for (TransportRow row : section.rows()) {
            String id = "transports." + slug(row.transport()) + ".x" + row.exchanges();
            metrics.add(overRepeats(id + ".total_mean_ms", row.totalMeanMs(), row.repeats(), "ms", MetricKind.INFO));
            metrics.add(overRepeats(id + ".total_p95_ms", row.totalP95Ms(), row.p95Repeats(), "ms", MetricKind.P95));
            add(id + ".total_p99_ms", row.totalP99Ms(), "ms", MetricKind.INFO);
            add(id + ".per_exchange_ms", row.perExchangeMs(), "ms", MetricKind.INFO);
            add(id + ".failed_pages", row.failedPages(), "count", MetricKind.FAILURES);
        }
        for (TransportsRun run : section.runs()) {
            // The plain run's id predates the framings; another framing's KO count is its own metric.
            String framing = run.framing().equals(plainFraming) ? "" : "." + slug(run.framing());
            add("transports" + framing + ".ko", run.requestsKo(), "count", MetricKind.FAILURES);
        }
        for (FreshCost cost : section.freshCosts()) {
            if (cost.multiple() != null) {
                add("transports." + slug(cost.fresh()) + ".x" + cost.exchanges() + ".cost_multiple", cost.multiple(),
                        "x", MetricKind.INFO);
            }
        }
        handshakes(section);
    }

    private void handshakes(TransportsSection section) {
        for (HandshakeRow row : section.handshakes()) {
            add("transports." + slug(row.transport()) + ".handshake_mean_ms", row.setupMeanMs(), "ms", MetricKind.INFO);
        }
    }

    private void insert(InsertSection section) {
        for (InsertStepRow step : section.steps()) {
            String id = "insert." + (step.concurrency() == null ? "all" : "c" + step.concurrency());
            gated(id, step);
        }
        section.rateSteps().forEach(step -> gated("insert.r" + step.rate(), step));
        // Always present: books that were not kept (aborted run, Reconcile never ran) fail as a mismatch does.
        add("insert.reconciliation", section.reconciliationOk() ? 1 : 0, "ok", MetricKind.RECONCILIATION);
    }

    private void hello(HelloSection section) {
        for (HelloRow row : section.rows()) {
            gated("hello." + row.variant(), row);
        }
    }

    /** The server's cost over a row's own window (a hello variant, an insert step), when it was sampled. */
    private void serverCost(String id, ServerCost cost) {
        if (cost == null) {
            return;
        }
        add(id + ".cpu_avg_percent", cost.averageCpuPercent(), "%", MetricKind.INFO);
        if (cost.cpuSecondsPer1000() != null) {
            add(id + CPU_PER_1000, cost.cpuSecondsPer1000(), "s", MetricKind.CPU_COST);
        }
        if (cost.peakRssBytes() != null) {
            add(id + ".peak_rss_mib", cost.peakRssBytes() / (1024.0 * 1024.0), "MiB", MetricKind.INFO);
        }
    }

    /** What the gate reads of an insert step or a hello variant, under the row's id. */
    private void gated(String id, GatedRow row) {
        throughput(id, row.throughput(), row.repeats(), row.boundBy());
        add(id + ".mean_ms", row.meanMs(), "ms", MetricKind.INFO);
        add(id + ".p50_ms", row.p50Ms(), "ms", MetricKind.INFO);
        metrics.add(overRepeats(id + ".p95_ms", row.p95Ms(), row.p95Repeats(), "ms", MetricKind.P95));
        add(id + ".p99_ms", row.p99Ms(), "ms", MetricKind.INFO);
        add(id + ".ko", row.ko(), "count", MetricKind.FAILURES);
        injectorCpu(id, row.injectorCost());
        serverCost(id, row.serverCost());
    }

    /**
     * A row's throughput, with what bound it: the gate reads that (the load generator's limit is
     * advisory). A repeated row gives the median of its repeats and their spread, from which the gate
     * derives its threshold.
     */
    private void throughput(String id, double value, RepeatStats repeats, Bound bound) {
        Metric metric = overRepeats(id + ".throughput_rps", value, repeats, "rps", MetricKind.THROUGHPUT);
        metrics.add(bound == null ? metric : metric.withBoundBy(bound.verdict()));
    }

    /**
     * The row's figure; when the row was repeated, the median of its repeats with their spread, from
     * which the gate derives its threshold (and tracks a {@code spread.required} metric only while
     * the spread is small).
     */
    private static Metric overRepeats(String id, double value, RepeatStats repeats, String unit, MetricKind kind) {
        return repeats == null ? new Metric(id, value, unit, kind)
                : new Metric(id, repeats.median(), unit, kind, repeats.cvPct());
    }

    /** The injector's CPU per 1000 requests of the row: shown beside the server's, never gated. */
    private void injectorCpu(String id, InjectorCost cost) {
        if (cost != null && cost.cpuSecondsPer1000() != null) {
            add(id + INJECTOR_CPU_PER_1000, cost.cpuSecondsPer1000(), "s", MetricKind.INFO);
        }
    }

    private void add(String id, double value, String unit, MetricKind kind) {
        metrics.add(new Metric(id, value, unit, kind));
    }

    /** "Fresh WS" becomes "fresh-ws". */
    static String slug(String name) {
        return Metric.slug(name);
    }
}
