package loadlab.reports.sidebyside;

import static loadlab.reports.summary.RunFixtures.T0;
import static loadlab.reports.summary.RunFixtures.group;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.record.InsertStep;
import loadlab.record.ProcessUsage;
import loadlab.record.Reconciliation;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.UsageSample;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunVariants;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.record.targets.TargetSets;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.RunFixtures;

/**
 * Runs of a target set built in code the way the summary tests build theirs ({@link RunFixtures}): each
 * with a record naming its target, and server and injector usage that make its rows bound as asked.
 */
public final class TargetFixtures {

    /** What bound a run's rows, by the CPU its usage samples show on 2 cores (BoundBy's rules). */
    public enum Load {
        /** The server at 95 % of the cores, the injector at 5 %: server. */
        SERVER(1.9, 0.1, 2.0),
        /** The server at 35 %, the injector at 60 %, the machine at 98 %: neither dominates, machine. */
        MACHINE(0.7, 1.2, 1.96),
        /** Server 10 %, injector 10 %, machine 25 %: latency. */
        LATENCY(0.2, 0.2, 0.5),
        /** No samples at all: the server not measured, the verdict "not measured". */
        UNSAMPLED(0, 0, 0);

        final double server;
        final double injector;
        final double machine;

        Load(double server, double injector, double machine) {
            this.server = server;
            this.injector = injector;
            this.machine = machine;
        }
    }

    /** The baseline most hello comparisons start from: reference, 20 000 requests from T0, p99 9 ms, server-bound. */
    public static final CatalogEntry REFERENCE_HELLO = hello("hello-ref", "reference", T0, 20_000, 0, 9, Load.SERVER);
    /** Node 20 s later, 30 000 requests (1.5x the reference's rate), p99 9 ms, server-bound. */
    public static final CatalogEntry NODE_HELLO = hello("hello-node", "node", T0 + 20_000, 30_000, 0, 9, Load.SERVER);

    private TargetFixtures() {
    }

    /** A hello run of one variant ("Hello" = closed-close unless keep-alive) over [start+100, start+10 100]. */
    public static CatalogEntry hello(String runId, String target, long start, long requests, long ko, int p99,
            Load load) {
        GatlingRun run = RunFixtures.run(runId, "HelloSimulation", start, List.of("Hello"),
                new StatsRow(StatsKind.REQUEST, List.of(), "Hello", requests, requests - ko, ko,
                        requests / 10.0, 0, 1, 2, p99 - 1, p99, p99 + 5, 1, 1, null));
        return entry(run, settings(target, Map.of("helloVariants", "closed-close")), load);
    }

    /**
     * An insert run: step i (concurrency {@code steps[i]}) lasts 2 s from start + 1 s + 2 i s with
     * {@code requests[i]} answers, p99 {@code p99[i]} ms; the books balance unless {@code lost} > 0.
     */
    public static CatalogEntry insert(String runId, String target, long start, int[] steps, long[] requests, int[] p99,
            long lost, Load load) {
        List<StatsRow> rows = new ArrayList<>();
        List<InsertStep> timed = new ArrayList<>();
        long acknowledged = 0;
        for (int i = 0; i < steps.length; i++) {
            String name = "Concurrency " + steps[i];
            long from = start + 1000 + i * 2000L;
            TimeWindow window = new TimeWindow(from, from + 2000);
            rows.add(group(name, requests[i], 0, p99[i] / 2, p99[i] - 1, window));
            rows.add(new StatsRow(StatsKind.REQUEST, List.of(name), "Insert", requests[i],
                    requests[i], 0, requests[i] / 10.0, 0, 1, 2, p99[i] - 1, p99[i], p99[i] + 5, 1, 1, window));
            timed.add(new InsertStep(steps[i], from, from + 2000));
            acknowledged += requests[i];
        }
        GatlingRun run = RunFixtures.run(runId, "InsertSimulation", start, List.of(), rows.toArray(StatsRow[]::new));
        Reconciliation books = new Reconciliation(acknowledged, 0, acknowledged - lost);
        RunRecord record = RunRecord.of("InsertSimulation", start - 1000, "smoke", settings(target, Map.of()))
                .with(draft -> {
                    draft.insertSteps = timed;
                    draft.reconciliation = books;
                });
        return entry(run, record, load);
    }

    /** A transports run of the plain framing: one page group per entry ("AJAX x10"), with its mean total, in order. */
    public static CatalogEntry transports(String runId, String target, long start, Map<String, Integer> totals,
            Load load) {
        List<StatsRow> rows = new ArrayList<>();
        totals.forEach((page, total) -> rows.add(group(page, 5, 0, total, total + 1, null)));
        GatlingRun run = RunFixtures.run(runId, "TransportsSimulation", start, List.of(), rows.toArray(StatsRow[]::new));
        return entry(run, settings(target, Map.of()), load);
    }

    /** Settings naming the target (null: a record from before the target setting). */
    public static Map<String, String> settings(String target, Map<String, String> more) {
        Map<String, String> settings = new HashMap<>(more);
        if (target != null) {
            settings.put(RunRecord.TARGET_SETTING, target);
        }
        return settings;
    }

    private static CatalogEntry entry(GatlingRun run, Map<String, String> settings, Load load) {
        return entry(run, RunRecord.of(run.simulation(), run.runStart() - 1000, "smoke", settings), load);
    }

    private static CatalogEntry entry(GatlingRun run, RunRecord record, Load load) {
        boolean sampled = load != Load.UNSAMPLED;
        return new CatalogEntry(run, new RecordKey(run.simulation(), record.startEpochMillis()), record,
                sampled ? usage(run.runStart(), load.server, load.machine) : null,
                sampled ? usage(run.runStart(), load.injector, load.machine) : null,
                RunVariants.of(run, record.settings()), false, true);
    }

    /** A process sampled every second for 12 s, its busiest thread at half its rate, on 2 cores. */
    private static ProcessUsage usage(long start, double cpuPerSecond, double machinePerSecond) {
        List<UsageSample> samples = new ArrayList<>();
        for (int second = 0; second <= 12; second++) {
            samples.add(new UsageSample(start + second * 1000L, 1 + cpuPerSecond * second, 100L << 20,
                    cpuPerSecond / 2 * second, 1000 + machinePerSecond * second, UsageSample.UNKNOWN,
                    UsageSample.UNKNOWN));
        }
        return new ProcessUsage(1, 2, samples);
    }

    /**
     * The lab's question in small: reference, node and nginx, each run of transports, insert and hello
     * (nginx serves /hello only, so it skipped the other two), ended an hour after {@code T0}.
     */
    public static TargetSet labSet() {
        return TargetSet.started(T0 - 60_000, "smoke", List.of("TransportsSimulation", "InsertSimulation",
                "HelloSimulation"), List.of(TargetRuns.planned("reference", "the Micronaut reference server"),
                TargetRuns.planned("node", "one Node.js 20 process"), TargetRuns.planned("nginx", "nginx, one worker")))
                .with("reference", SimulationOutcome.passed("TransportsSimulation"))
                .with("reference", SimulationOutcome.passed("InsertSimulation"))
                .with("reference", SimulationOutcome.passed("HelloSimulation"))
                .with("node", SimulationOutcome.passed("TransportsSimulation"))
                .with("node", SimulationOutcome.failed("InsertSimulation", "assertion failed: p95 above 100 ms"))
                .with("node", SimulationOutcome.passed("HelloSimulation"))
                .with("nginx", SimulationOutcome.skipped("TransportsSimulation", "nginx serves /hello only"))
                .with("nginx", SimulationOutcome.skipped("InsertSimulation", "nginx serves /hello only"))
                .with("nginx", SimulationOutcome.passed("HelloSimulation"))
                .ended(T0 + 3_600_000);
    }

    /** The runs of {@link #labSet()}, one after another. */
    public static List<CatalogEntry> labRuns() {
        return List.of(
                transports("transports-ref", "reference", T0, pages("AJAX x10", 100, "WS x10", 40, "Fresh WS x10", 120),
                        Load.LATENCY),
                insert("insert-ref", "reference", T0 + 60_000, new int[] {10, 100, 1000}, new long[] {2000, 8000, 10_000},
                        new int[] {5, 20, 80}, 0, Load.SERVER),
                hello("hello-ref", "reference", T0 + 120_000, 20_000, 0, 9, Load.SERVER),
                transports("transports-node", "node", T0 + 180_000, pages("AJAX x10", 80, "WS x10", 30, "Fresh WS x10",
                        150), Load.LATENCY),
                insert("insert-node", "node", T0 + 240_000, new int[] {10, 100, 1000}, new long[] {2000, 7000, 6000},
                        new int[] {4, 25, 150}, 0, Load.SERVER),
                hello("hello-node", "node", T0 + 300_000, 30_000, 0, 7, Load.SERVER),
                hello("hello-nginx", "nginx", T0 + 360_000, 40_000, 0, 3, Load.MACHINE));
    }

    /** Pages and their mean totals, in order: "AJAX x10", 100, "WS x10", 40, ... */
    public static Map<String, Integer> pages(Object... pageAndTotal) {
        Map<String, Integer> pages = new LinkedHashMap<>();
        for (int i = 0; i < pageAndTotal.length; i += 2) {
            pages.put((String) pageAndTotal[i], (Integer) pageAndTotal[i + 1]);
        }
        return pages;
    }

    /** Writes the set with {@link TargetSets} and reads the newest back, as the summary command does. */
    public static TargetSet writtenAndReadBack(Path reports, TargetSet set) {
        TargetSets sets = TargetSets.under(reports);
        sets.write(set);
        return sets.newest().orElseThrow();
    }
}
