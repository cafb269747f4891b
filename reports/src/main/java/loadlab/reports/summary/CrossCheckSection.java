package loadlab.reports.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.record.crosscheck.ToolResult;
import loadlab.record.gatling.TimeWindow;
import loadlab.record.names.RunNames;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.cost.ServerCosts;
import loadlab.reports.cost.WindowCut;

/**
 * The hello experiment cross-checked: per hello row, the independent tool's measurement that the
 * same run recorded (record {@code crossChecks}), its ratio to Gatling's figure, and the server's
 * CPU per 1000 requests under each client. Its metrics are INFO: a ratio is a finding about the
 * injector, not a regression of the server.
 */
public record CrossCheckSection(List<CrossCheckRow> rows) {
    static final String NO_RECORD = "this run recorded no cross-check (it predates it)";

    public CrossCheckSection {
        rows = List.copyOf(rows);
    }

    /** @param entries the hello runs the hello section was built from */
    public static CrossCheckSection of(HelloSection hello, List<CatalogEntry> entries) {
        Map<String, CatalogEntry> byRun = entries.stream()
                .collect(Collectors.toMap(entry -> entry.run().runId(), Function.identity(), (a, b) -> a));
        List<CrossCheckRow> rows = new ArrayList<>();
        for (HelloRow row : hello.rows()) {
            CatalogEntry entry = byRun.get(row.runId());
            Optional<CrossCheck> check = entry == null || entry.record() == null ? Optional.empty()
                    : entry.record().crossChecks().stream()
                            .filter(c -> c.variant().equals(RunNames.helloVariantOfRow(row.variant()))).findFirst();
            rows.add(check.map(c -> row(row, entry, c)).orElseGet(() -> new CrossCheckRow(row.variant(), row.runId(),
                    CrossCheck.Status.NOT_MEASURED, null, null, row.throughput(), null, null, null, null, null, null, null,
                    gatlingCpu(row), null, gatlingClientCpu(row), null, gatlingClientSystem(row), null, NO_RECORD, null)));
        }
        return new CrossCheckSection(rows);
    }

    private static CrossCheckRow row(HelloRow row, CatalogEntry entry, CrossCheck check) {
        ToolResult result = check.result();
        if (result == null) {
            return new CrossCheckRow(row.variant(), row.runId(), check.status(), check.tool(), check.command(),
                    row.throughput(), null, null, null, null, null, null, null, gatlingCpu(row), null, gatlingClientCpu(row),
                    null, gatlingClientSystem(row), null, check.notMeasured(), check.install());
        }
        double ok = result.okPerSecond();
        Double ratio = ok > 0 && row.throughput() > 0 ? ok / row.throughput() : null;
        return new CrossCheckRow(row.variant(), row.runId(), check.status(), check.tool(), check.command(),
                row.throughput(), ok, result.requestsPerSecond(), result.requests(), result.seconds(), result.non2xx(),
                result.failed(), ratio, gatlingCpu(row), toolCpu(entry, check), gatlingClientCpu(row), toolClientCpu(check),
                gatlingClientSystem(row), perThousand(check.clientSystemCpuSeconds(), result.requests()), null, null);
    }

    private static Double gatlingClientCpu(HelloRow row) {
        return row.injectorCost() == null ? null : row.injectorCost().cpuSecondsPer1000();
    }

    private static Double gatlingClientSystem(HelloRow row) {
        return row.injectorCost() == null ? null : row.injectorCost().systemCpuSecondsPer1000();
    }

    private static Double toolClientCpu(CrossCheck check) {
        return perThousand(check.clientCpuSeconds(), check.result().requests());
    }

    private static Double perThousand(Double seconds, long requests) {
        return seconds == null || requests == 0 ? null : seconds * 1000 / requests;
    }

    private static Double gatlingCpu(HelloRow row) {
        return row.serverCost() == null ? null : row.serverCost().cpuSecondsPer1000();
    }

    /**
     * The server's CPU over the tool's window, per 1000 of the tool's OK answers (2xx and 3xx: a fast error
     * must not read as a cheap request): interpolated at the window's edges, which the suite samples right
     * before and after the tool runs (a run from before that still has its once-a-second samples around them).
     */
    private static Double toolCpu(CatalogEntry entry, CrossCheck check) {
        if (entry.usage() == null || check.startEpochMillis() == null || check.endEpochMillis() == null) {
            return null;
        }
        return ServerCosts.during(entry.usage(), new TimeWindow(check.startEpochMillis(), check.endEpochMillis()),
                check.result().okRequests(), WindowCut.INTERPOLATED_AT_EDGES).map(ServerCost::cpuSecondsPer1000)
                .orElse(null);
    }

    /**
     * Metrics per measured variant: {@code hello.<variant>.crosscheck_rps} and {@code _ratio} (INFO), and
     * the server's CPU per 1000 of the tool's requests, {@code _server_cpu_s_per_1000} (CPU_COST): the
     * warm server under a client far cheaper than Gatling, so its steady cost per request with the least
     * else in it (no start-up, no JIT, no idle time between a slow client's requests); the tool's own CPU
     * per 1000 requests, {@code _client_cpu_s_per_1000}, and Gatling's per request over the tool's,
     * {@code _client_cost_ratio} (INFO: what each client costs, not the server).
     */
    public List<Metric> metrics() {
        List<Metric> metrics = new ArrayList<>();
        for (CrossCheckRow row : rows) {
            String id = "hello." + row.variant() + ".crosscheck_";
            if (row.toolOkPerSecond() != null) {
                metrics.add(new Metric(id + "rps", row.toolOkPerSecond(), "rps", MetricKind.INFO));
            }
            if (row.ratio() != null) {
                metrics.add(new Metric(id + "ratio", row.ratio(), "x", MetricKind.INFO));
            }
            if (row.toolCpuPer1000() != null) {
                metrics.add(new Metric(id + "server_cpu_s_per_1000", row.toolCpuPer1000(), "s", MetricKind.CPU_COST));
            }
            if (row.toolClientCpuPer1000() != null) {
                metrics.add(new Metric(id + "client_cpu_s_per_1000", row.toolClientCpuPer1000(), "s", MetricKind.INFO));
            }
            if (row.clientCostRatio() != null) {
                metrics.add(new Metric(id + "client_cost_ratio", row.clientCostRatio(), "x", MetricKind.INFO));
            }
        }
        return metrics;
    }
}
