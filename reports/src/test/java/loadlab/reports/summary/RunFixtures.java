package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadlab.reports.gatling.GatlingRun;
import loadlab.reports.gatling.StatsKind;
import loadlab.reports.gatling.StatsRow;
import loadlab.reports.gatling.TimeWindow;
import loadlab.reports.sidecar.RunSidecar;
import loadlab.reports.sidecar.SidecarKey;

/** Runs built in code, shaped like what GatlingRunReader returns, for the aggregation tests. */
final class RunFixtures {
    static final long T0 = 1_800_000_000_000L;

    private RunFixtures() {
    }

    static StatsRow request(String name, List<String> groups, long count, long ko, int mean, int p95, TimeWindow active) {
        return new StatsRow(StatsKind.REQUEST, groups, name, count, count - ko, ko, count / 10.0, 0, mean, mean,
                p95, p95 + 1, p95 + 2, mean, 1, active);
    }

    static StatsRow group(String name, long count, long ko, int mean, int p95, TimeWindow active) {
        return new StatsRow(StatsKind.GROUP, List.of(), name, count, count - ko, ko, count / 10.0, mean, mean, mean,
                p95, p95 + 1, p95 + 2, mean, 1, active);
    }

    /** A run starting at {@code start}, lasting 10 s, whose ALL row sums its request rows. */
    static GatlingRun run(String runId, String simulation, long start, List<String> scenarios, StatsRow... rows) {
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

    static CatalogEntry entry(GatlingRun run, String variant) {
        return new CatalogEntry(run, null, null, null, variant, false, true);
    }

    /** A run with a sidecar that recorded these settings (stamped 1 s before the run), variant as the catalog names it. */
    static CatalogEntry entry(GatlingRun run, Map<String, String> settings) {
        RunSidecar sidecar = RunSidecar.of(run.simulation(), run.runStart() - 1_000, "smoke", settings);
        return new CatalogEntry(run, new SidecarKey(run.simulation(), sidecar.startEpochMillis()), sidecar, null,
                Conventions.DEFAULT.variant(run, settings), false, true);
    }
}
