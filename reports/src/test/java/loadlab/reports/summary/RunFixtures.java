package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadlab.record.Machine;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.RecordKey;
import loadlab.record.RunRecord;
import loadlab.record.gatling.GatlingRun;
import loadlab.record.gatling.StatsKind;
import loadlab.record.gatling.StatsRow;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunVariants;
import loadlab.record.targets.TargetSet;

/** Runs built in code, shaped like what GatlingRunReader returns, for the aggregation and page tests. */
public final class RunFixtures {
    public static final long T0 = 1_800_000_000_000L;
    public static final Environment ENVIRONMENT = new Environment("2026-11-30T00:00:00Z", Machine.current(), null);

    private RunFixtures() {
    }

    public static StatsRow request(String name, List<String> groups, long count, long ko, int mean, int p95, TimeWindow active) {
        return new StatsRow(StatsKind.REQUEST, groups, name, count, count - ko, ko, count / 10.0, 0, mean, mean,
                p95, p95 + 1, p95 + 2, mean, 1, active);
    }

    public static StatsRow group(String name, long count, long ko, int mean, int p95, TimeWindow active) {
        return new StatsRow(StatsKind.GROUP, List.of(), name, count, count - ko, ko, count / 10.0, mean, mean, mean,
                p95, p95 + 1, p95 + 2, mean, 1, active);
    }

    /**
     * The hello run of two variants: closed-close over start + 1..5 s (2000 requests, 500/s), then
     * keep-alive over start + 5..9 s (8000, 2000/s).
     */
    public static GatlingRun twoVariantHello(long start) {
        return run("hellosimulation-2", "HelloSimulation", start, List.of("Hello closed-close", "Hello closed-keepalive"),
                request("Hello", List.of(), 2000, 0, 6, 14, new TimeWindow(start + 1000, start + 5000)),
                request("Hello Keep-Alive", List.of(), 8000, 0, 1, 5, new TimeWindow(start + 5000, start + 9000)));
    }

    /**
     * The two-variant hello run ({@link #twoVariantHello}) at T0 with its cross-checks (tools after T0 + 11 s); usage
     * sampled every
     * second up to T0 + 20 s, the Gatling JVM's at 0.75 CPU-s per second throughout.
     */
    public static CatalogEntry sampledTwoVariantHello(List<CrossCheck> checks, boolean sampled) {
        GatlingRun run = twoVariantHello(T0);
        List<UsageSample> samples = new ArrayList<>();
        List<UsageSample> injector = new ArrayList<>();
        double cpu = 0;
        for (int second = 0; second <= 20; second++) {
            samples.add(new UsageSample(T0 + second * 1000L, cpu, 64L << 20));
            injector.add(new UsageSample(T0 + second * 1000L, 0.75 * second, 256L << 20));
            cpu += second < 5 ? 1.0 : second < 11 ? 0.5 : second < 14 ? 0.8 : second < 19 ? 0.6 : 0.1;
        }
        RunRecord record = RunRecord.of("HelloSimulation", T0 - 1000, "smoke",
                Map.of("helloVariants", "closed-close,closed-keepalive")).with(draft -> draft.crossChecks = checks);
        return new CatalogEntry(run, new RecordKey("HelloSimulation", T0 - 1000), record,
                sampled ? new ProcessUsage(7, 2, samples) : null, sampled ? new ProcessUsage(8, 2, injector) : null,
                RunVariants.of(run, record.settings()), false, true);
    }

    /** A run starting at {@code start}, lasting 10 s, whose ALL row sums its request rows. */
    public static GatlingRun run(String runId, String simulation, long start, List<String> scenarios, StatsRow... rows) {
        long count = Arrays.stream(rows).filter(r -> r.kind() == StatsKind.REQUEST).mapToLong(StatsRow::count).sum();
        long ko = Arrays.stream(rows).filter(r -> r.kind() == StatsKind.REQUEST).mapToLong(StatsRow::ko).sum();
        List<StatsRow> all = new ArrayList<>();
        all.add(new StatsRow(StatsKind.ALL, List.of(), "All Requests", count, count - ko, ko, count / 10.0, 0, 1, 2, 3,
                4, 5, 1, 1, null));
        all.addAll(Arrays.asList(rows));
        return new GatlingRun(runId, "loadlab.gatling." + simulation, simulation, "", scenarios, start,
                new TimeWindow(start + 100, start + 10_100), all,
                GatlingRun.FROM_REPORT);
    }

    public static CatalogEntry entry(GatlingRun run, String variant) {
        return new CatalogEntry(run, null, null, null, variant, false, true);
    }

    /** A run with a record that recorded these settings (stamped 1 s before the run), variant as the catalog names it. */
    public static CatalogEntry entry(GatlingRun run, Map<String, String> settings) {
        return entry(run, RunRecord.of(run.simulation(), run.runStart() - 1_000, "smoke", settings));
    }

    /** A run with this record (stamped before the run), variant as the catalog names it. */
    public static CatalogEntry entry(GatlingRun run, RunRecord record) {
        return new CatalogEntry(run, new RecordKey(run.simulation(), record.startEpochMillis()), record, null,
                RunVariants.of(run, record.settings()), false, true);
    }

    /** The summary of these runs with this target set side by side, as the summary command builds it. */
    public static Summary summary(TargetSet set, CatalogEntry... entries) {
        return new SummaryBuilder().build(RunCatalog.of(List.of(entries), List.of()), ENVIRONMENT,
                set);
    }

    /** The summary of these runs, as the summary command builds it. */
    public static Summary summary(CatalogEntry... entries) {
        return new SummaryBuilder().build(RunCatalog.of(List.of(entries), List.of()), ENVIRONMENT);
    }
}
