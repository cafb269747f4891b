package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.sidecar.Reconciliation;
import loadlab.reports.summary.FreshCost;
import loadlab.reports.summary.HandshakeRow;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.RunListing;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsSection;
import loadlab.reports.summary.UnreadableRun;

/** The summary's tables, built once and rendered by both the HTML and the Markdown writer. */
final class SummaryTables {
    static final String NOT_MEASURED = "not measured";
    /** Every throughput the summary prints counts OK answers only; the KO count stands beside it. */
    static final String THROUGHPUT = "Throughput (OK/s)";
    static final String STATUS = "Status";
    /** A step or row with any KO answer. */
    static final String FAILED = "FAILED (KO)";
    static final String OK = "ok";
    /** A row whose run stopped before its plan was done: its figures cover what ran. */
    static final String FROM_ABORTED_RUN = "from aborted run";

    private SummaryTables() {
    }

    static Table transports(TransportsSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (TransportRow row : section.rows()) {
            boolean aborted = section.run(row.framing()).map(run -> run.aborted() != null).orElse(false);
            rows.add(cells(row.framing(), row.transport(), row.exchanges(), status(row.failed(), aborted), row.pages(),
                    row.failedPages(),
                    Format.ms(row.totalMeanMs()), Format.ms(row.totalP95Ms()), Format.ms(row.totalP99Ms()),
                    Format.decimal(row.perExchangeMs(), 2), Format.ms(row.exchangeMeanMs()), Format.ms(row.exchangeP95Ms()),
                    Format.ms(row.exchangeP99Ms())));
        }
        return new Table(List.of("Framing", "Transport", "N exchanges", STATUS, "Pages", "Failed pages",
                "Total mean (ms)",
                "Total p95 (ms)", "Total p99 (ms)", "Per exchange: total / N (ms)", "Exchange request mean (ms)",
                "Exchange request p95 (ms)", "Exchange request p99 (ms)"), rows);
    }

    static Table freshCosts(TransportsSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (FreshCost cost : section.freshCosts()) {
            rows.add(cells(cost.exchanges(), cost.fresh(), cost.persistent(),
                    cost.multiple() == null ? "n/a (persistent total <1 ms)" : Format.decimal(cost.multiple(), 2) + "x"));
        }
        return new Table(List.of("N exchanges", "Fresh", "Persistent", "Fresh cost (multiple of persistent)"), rows);
    }

    /** Connection setup per transport: each step's mean and their sum, beside one exchange. */
    static Table handshakes(TransportsSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (HandshakeRow row : section.handshakes()) {
            rows.add(cells(row.framing(), row.transport(), row.connections(), mean(row.connectMeanMs()),
                    mean(row.openMeanMs()), mean(row.handshakeMeanMs()), mean(row.setupMeanMs()),
                    mean(row.exchangeMeanMs())));
        }
        return new Table(List.of("Framing", "Transport", "Connections", "Connect: TCP + HTTP upgrade (ms)",
                "Engine.IO open (ms)", "Namespace handshake (ms)", "Handshake total (ms)", "Exchange request mean (ms)"),
                rows);
    }

    /** A mean over many whole-millisecond samples keeps two decimals; "-" when there was no such request. */
    private static String mean(Double millis) {
        return millis == null ? "-" : Format.decimal(millis, 2);
    }

    static Table insert(InsertSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (InsertStepRow step : section.steps()) {
            rows.add(cells(step.concurrency() == null ? "whole run" : step.concurrency(),
                    status(step.failed(), section.aborted() != null),
                    step.count(),
                    Format.decimal(step.seconds(), 1), step.ok(), Format.decimal(step.throughput(), 1), step.ko(),
                    Format.ms(step.meanMs()), Format.ms(step.p50Ms()), Format.ms(step.p95Ms()), Format.ms(step.p99Ms()),
                    Format.ms(step.maxMs()), step.windowSource()));
        }
        return new Table(List.of("Concurrency", STATUS, "Requests", "Seconds", "OK", THROUGHPUT, "KO", "Mean (ms)",
                "p50 (ms)", "p95 (ms)", "p99 (ms)", "Max (ms)", "Window from"), rows);
    }

    /** The insert run's books, or why they are missing: "not run — failure (run aborted: ...)". */
    static String reconciliation(InsertSection section) {
        Reconciliation books = section.reconciliation();
        if (books == null) {
            return "Reconciliation: not run \u2014 failure (" + section.reconciliationMissing() + ").";
        }
        return "Reconciliation: " + books.acknowledged() + " inserts acknowledged (201); items/count "
                + books.countBefore() + " -> " + books.countAfter() + " (stored " + books.storedDelta() + "): "
                + (books.ok() ? "balanced, nothing lost." : "MISMATCH of " + (books.acknowledged() - books.storedDelta())
                + " document(s).");
    }

    static Table hello(HelloSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (HelloRow row : section.rows()) {
            ServerCost cost = row.serverCost();
            rows.add(List.of(Cell.of(row.model()), Cell.of(keepAlive(row.keepAlive())), Cell.of(row.request()),
                    status(row.failed(), row.aborted() != null), Cell.of(Long.toString(row.count())),
                    Cell.of(Format.decimal(row.throughput(), 1)), Cell.of(Long.toString(row.ko())),
                    Cell.of(Format.ms(row.meanMs())), Cell.of(Format.ms(row.p50Ms())), Cell.of(Format.ms(row.p75Ms())),
                    Cell.of(Format.ms(row.p95Ms())), Cell.of(Format.ms(row.p99Ms())), Cell.of(Format.ms(row.maxMs())),
                    Cell.of(cost == null ? NOT_MEASURED : Format.percent(cost.averageCpuPercent())),
                    Cell.of(cost == null ? NOT_MEASURED : Format.percent(cost.peakCpuPercent())),
                    Cell.of(cost == null || cost.cpuSecondsPer1000() == null ? NOT_MEASURED
                            : Format.decimal(cost.cpuSecondsPer1000(), 3)),
                    Cell.of(cost == null ? NOT_MEASURED : Format.mib(cost.peakRssBytes())),
                    Cell.of(window(row)),
                    Cell.link(row.runId(), row.runId() + "/index.html")));
        }
        return new Table(List.of("Model", "Connections", "Request", STATUS, "Requests", THROUGHPUT, "KO",
                "Mean (ms)", "p50 (ms)", "p75 (ms)", "p95 (ms)", "p99 (ms)", "Max (ms)", "Server CPU avg",
                "Server CPU peak", "CPU s / 1000 req", "Server peak RSS", "Throughput and CPU over", "Run"), rows);
    }

    /** Which span the row's throughput and server cost cover (HelloRow.window). */
    private static String window(HelloRow row) {
        return (HelloRow.WINDOW_VARIANT.equals(row.window())
                ? "this variant's requests (1 s resolution), " : "the whole run, ")
                + Format.decimal(row.seconds(), 1) + " s";
    }

    static Table runs(List<RunListing> runs) {
        List<List<Cell>> rows = new ArrayList<>();
        for (RunListing run : runs) {
            ServerCost cost = run.serverCost();
            rows.add(List.of(
                    run.report() == null ? Cell.of(run.runId() + " (no HTML report: times from simulation.log)")
                            : Cell.link(run.runId(), run.report()),
                    Cell.of(run.simulation() + (run.variant().isEmpty() ? "" : " (" + run.variant() + ")")
                            + (run.mergedRuns().isEmpty() ? "" : ", merged from " + run.mergedRuns().size()
                            + " injectors: " + String.join(", ", run.mergedRuns()))),
                    outcome(run),
                    Cell.of(run.start()), Cell.of(Format.decimal(run.seconds(), 1)), Cell.of(Long.toString(run.requests())),
                    Cell.of(Long.toString(run.ko())), Cell.of(run.used() ? "yes (newest)" : "no (older)"),
                    Cell.of(run.profile() == null ? "-" : run.profile()),
                    Cell.of(cost == null ? NOT_MEASURED : Format.percent(cost.averageCpuPercent()) + " / "
                            + Format.percent(cost.peakCpuPercent())),
                    Cell.of(settings(run.settings()))));
        }
        return new Table(List.of("Run (Gatling report)", "Simulation", "Outcome", "Start (UTC)", "Seconds", "Requests", "KO",
                "Summarised", "Profile", "Server CPU avg / peak", "Settings"), rows);
    }

    static Table unreadable(List<UnreadableRun> runs) {
        return new Table(List.of("Run", "Why it was skipped"),
                runs.stream().map(run -> cells(run.runId(), run.reason())).toList());
    }

    private static String keepAlive(String keepAlive) {
        return switch (keepAlive) {
            case "keepalive" -> "keep-alive";
            case "close" -> "new per request";
            default -> "unknown";
        };
    }

    private static String settings(Map<String, String> settings) {
        if (settings.isEmpty()) {
            return "-";
        }
        return new TreeMap<>(settings).entrySet().stream()
                .map(entry -> entry.getKey() + "=" + entry.getValue())
                .collect(Collectors.joining(", "));
    }

    /** A row's verdict: failed when it has any KO answer; flagged when its run was aborted. */
    private static Cell status(boolean failed, boolean fromAbortedRun) {
        if (!failed && !fromAbortedRun) {
            return Cell.of(OK);
        }
        return Cell.alert(failed && fromAbortedRun ? FAILED + ", " + FROM_ABORTED_RUN
                : failed ? FAILED : FROM_ABORTED_RUN);
    }

    /** Whether the run ran its whole plan, as its sidecar says. */
    private static Cell outcome(RunListing run) {
        if (run.aborted() != null) {
            return Cell.alert("ABORTED: " + run.aborted());
        }
        return Cell.of(run.sidecar() == null ? "unknown (no sidecar)" : "ran its plan");
    }

    private static List<Cell> cells(Object... values) {
        List<Cell> cells = new ArrayList<>();
        for (Object value : values) {
            cells.add(value instanceof Cell cell ? cell : Cell.of(String.valueOf(value)));
        }
        return cells;
    }
}
