package loadlab.reports.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import loadlab.record.ItemBooks;
import loadlab.record.Reconciliation;
import loadlab.record.RunRecord;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.CpuShares;
import loadlab.reports.cost.InjectorCost;
import loadlab.reports.cost.ServerCost;
import loadlab.reports.summary.FreshCost;
import loadlab.reports.summary.HandshakeRow;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertRateRow;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.RunListing;
import loadlab.reports.summary.SummarisedTarget;
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
    static final String BOUND_BY = "Bound by";
    static final String SERVER_CPU = "Server CPU avg";
    static final String INJECTOR_CPU = "Injector CPU avg";
    static final String MACHINE_CPU = "Machine CPU avg";
    /** What a row bound by the injector says (the page's warning says it in full). */
    static final String LOAD_GENERATOR_LIMIT = "the load generator's limit";

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
                    Format.ms(row.exchangeP99Ms()), load(row.serverCost(), row.injectorCost(), row.boundBy()),
                    (TransportRow.WINDOW_PAGE.equals(row.usageWindow()) ? "this page (1 s resolution), "
                            : "the whole run (page too short to sample), ") + Format.decimal(row.usageSeconds(), 1)
                            + " s"));
        }
        return new Table(headers(List.of("Framing", "Transport", "N exchanges", STATUS, "Pages", "Failed pages",
                "Total mean (ms)",
                "Total p95 (ms)", "Total p99 (ms)", "Per exchange: total / N (ms)", "Exchange request mean (ms)",
                "Exchange request p95 (ms)", "Exchange request p99 (ms)"), loadHeaders("exchanges"),
                List.of("CPU over")), rows);
    }

    /** The transports table a reader scans first: per page its total, the failures and what bound it. */
    static Table transportsCompact(TransportsSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (TransportRow row : section.rows()) {
            boolean aborted = section.run(row.framing()).map(run -> run.aborted() != null).orElse(false);
            rows.add(cells(row.framing(), row.transport(), row.exchanges(), status(row.failed(), aborted),
                    row.failedPages(), Format.ms(row.totalMeanMs()), Format.ms(row.totalP95Ms()),
                    Format.decimal(row.perExchangeMs(), 2), serverPer1000(row.serverCost()), bound(row.boundBy())));
        }
        return new Table(List.of("Framing", "Transport", "N exchanges", STATUS, "Failed pages", "Total mean (ms)",
                "Total p95 (ms)", "Per exchange (ms)", "Server CPU s / 1000 exchanges", BOUND_BY), rows);
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
                    Format.ms(step.maxMs()), load(step.serverCost(), step.injectorCost(), step.boundBy()),
                    listenQueue(step), step.windowSource()));
        }
        return new Table(headers(List.of("Concurrency (closed)", STATUS, "Requests", "Seconds", "OK", THROUGHPUT, "KO",
                "Mean (ms)", "p50 (ms)", "p95 (ms)", "p99 (ms)", "Max (ms)"), loadHeaders("req"),
                List.of("Listen queue overflows / drops", "Window from")),
                rows);
    }

    /** The insert table a reader scans first: per step the rate, the latency, the server's cost and what bound it. */
    static Table insertCompact(InsertSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (InsertStepRow step : section.steps()) {
            rows.add(cells(step.concurrency() == null ? "whole run" : step.concurrency(),
                    status(step.failed(), section.aborted() != null), step.ok(), Format.decimal(step.throughput(), 1),
                    step.ko(), Format.ms(step.p50Ms()), Format.ms(step.p95Ms()), Format.ms(step.p99Ms()),
                    serverPer1000(step.serverCost()), bound(step.boundBy())));
        }
        return new Table(List.of("Concurrency (closed)", STATUS, "OK", THROUGHPUT, "KO", "p50 (ms)", "p95 (ms)", "p99 (ms)",
                "Server CPU s / 1000 req", BOUND_BY), rows);
    }

    /** The insert experiment's open steps: per rate the inserts answered, their latency, the server's cost, the bound. */
    static Table insertRates(InsertSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (InsertRateRow step : section.rateSteps()) {
            rows.add(cells(step.rate(), status(step.failed(), section.aborted() != null), step.ok(),
                    Format.decimal(step.throughput(), 1), step.ko(), Format.ms(step.p50Ms()), Format.ms(step.p95Ms()),
                    Format.ms(step.p99Ms()), serverPer1000(step.serverCost()), bound(step.boundBy())));
        }
        return new Table(List.of("Rate (inserts/s, open)", STATUS, "OK", THROUGHPUT, "KO", "p50 (ms)", "p95 (ms)",
                "p99 (ms)", "Server CPU s / 1000 req", BOUND_BY), rows);
    }

    /** The kernel's ListenOverflows / ListenDrops growth over the step: connects the accept queue refused. */
    private static String listenQueue(InsertStepRow step) {
        return step.listenOverflows() == null ? "not read"
                : step.listenOverflows() + " / " + step.listenDrops();
    }

    /** The insert run's books, or why they are missing: "not run — failure (run aborted: ...)". */
    static String reconciliation(InsertSection section) {
        Reconciliation books = section.reconciliation();
        if (books == null) {
            return "Reconciliation: not run \u2014 failure (" + section.reconciliationMissing() + ").";
        }
        String count = "Reconciliation: " + books.acknowledged() + " inserts acknowledged (201); items/count "
                + books.countBefore() + " -> " + books.countAfter() + " (stored " + books.storedDelta() + "): ";
        String mismatch = "MISMATCH of " + (books.acknowledged() - books.storedDelta()) + " document(s)";
        if (books.items() == null && books.itemsNotKept() == null) {
            // A run recorded before the books by identity: its count alone, as it was judged.
            return count + (books.ok() ? "balanced, nothing lost." : mismatch + ".");
        }
        return count + (books.countBalanced() ? "balanced" : mismatch) + "; " + byIdentity(books)
                + (books.ok() ? ", nothing lost." : ".");
    }

    /** "by identity (export of 5000 documents): 5000 of 5000 acknowledged items stored once", and what is off. */
    private static String byIdentity(Reconciliation books) {
        ItemBooks items = books.items();
        if (items == null) {
            return "by identity: not kept \u2014 failure (" + books.itemsNotKept() + ")";
        }
        List<String> parts = new ArrayList<>();
        parts.add(items.stored() + " of " + items.acknowledged() + " acknowledged items stored"
                + (items.duplicates() == 0 ? " once" : ""));
        if (items.missing() > 0) {
            parts.add("MISSING " + items.missing() + named(items.missingItems(), items.missing()));
        }
        if (items.duplicates() > 0) {
            parts.add("DUPLICATE copies " + items.duplicates() + named(items.duplicateItems(), items.duplicates()));
        }
        if (items.acknowledged() != books.acknowledged()) {
            parts.add("NAMED NO ITEM " + (books.acknowledged() - items.acknowledged()) + " 201(s)");
        }
        if (items.extras() != null && items.extras() != 0) {
            parts.add(items.extras() + " unacknowledged document(s)" + named(items.extraItems(), items.extras()));
        }
        return "by identity (export of " + items.exported() + " documents): " + String.join(", ", parts);
    }

    private static String named(List<String> items, long count) {
        return items.isEmpty() ? "" : " (" + String.join(", ", items) + (items.size() < count ? ", ..." : "") + ")";
    }

    static Table hello(HelloSection section) {
        return hello(section, Map.of());
    }

    /** @param targets run id to the target its record names: the Run column says it beside the run */
    static Table hello(HelloSection section, Map<String, String> targets) {
        List<List<Cell>> rows = new ArrayList<>();
        for (HelloRow row : section.rows()) {
            ServerCost cost = row.serverCost();
            rows.add(cells(Cell.of(model(row)), Cell.of(keepAlive(row.keepAlive())), Cell.of(row.request()),
                    status(row.failed(), row.aborted() != null), Cell.of(Long.toString(row.count())),
                    Cell.of(Format.decimal(row.throughput(), 1)), Cell.of(Long.toString(row.ko())),
                    Cell.of(Format.ms(row.meanMs())), Cell.of(Format.ms(row.p50Ms())), Cell.of(Format.ms(row.p75Ms())),
                    Cell.of(Format.ms(row.p95Ms())), Cell.of(Format.ms(row.p99Ms())), Cell.of(Format.ms(row.maxMs())),
                    load(cost, row.injectorCost(), row.boundBy()),
                    Cell.of(cost == null ? NOT_MEASURED : Format.percent(cost.peakCpuPercent())),
                    Cell.of(cost == null ? NOT_MEASURED : Format.mib(cost.peakRssBytes())),
                    Cell.of(window(row)),
                    Cell.link(row.runId() + (targets.containsKey(row.runId()) ? " (" + targets.get(row.runId()) + ")" : ""),
                            Href.report(row.runId()))));
        }
        return new Table(headers(List.of("Model", "Connections", "Request", STATUS, "Requests", THROUGHPUT, "KO",
                "Mean (ms)", "p50 (ms)", "p75 (ms)", "p95 (ms)", "p99 (ms)", "Max (ms)"), loadHeaders("req"),
                List.of("Server CPU peak", "Server peak RSS", "Throughput and CPU over", "Run")), rows);
    }

    /** "closed"; an open row with its planned rate, "open, 1000/s". */
    private static String model(HelloRow row) {
        return row.rate() == null ? row.model() : row.model() + ", " + row.rate() + "/s";
    }

    /** The hello table a reader scans first: per variant the rate, the latency, the server's cost and what bound it. */
    static Table helloCompact(HelloSection section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (HelloRow row : section.rows()) {
            rows.add(cells(model(row), keepAlive(row.keepAlive()), status(row.failed(), row.aborted() != null),
                    Format.decimal(row.throughput(), 1), row.ko(), Format.ms(row.p50Ms()), Format.ms(row.p95Ms()),
                    Format.ms(row.p99Ms()), serverPer1000(row.serverCost()), bound(row.boundBy())));
        }
        return new Table(List.of("Model", "Connections", STATUS, THROUGHPUT, "KO", "p50 (ms)", "p95 (ms)", "p99 (ms)",
                "Server CPU s / 1000 req", BOUND_BY), rows);
    }

    /** Which span the row's throughput and server cost cover (HelloRow.window). */
    private static String window(HelloRow row) {
        if (HelloRow.WINDOW_RECORDED.equals(row.window())) {
            return "this variant as recorded (first user's start to last user's end), "
                    + Format.decimal(row.seconds(), 3) + " s";
        }
        return (HelloRow.WINDOW_VARIANT.equals(row.window())
                ? "this variant's requests (1 s resolution), " : "the whole run, ")
                + Format.decimal(row.seconds(), 1) + " s";
    }

    /** @param target the target summarised: a run of another is "no (other target)", not "older" */
    static Table runs(List<RunListing> runs, String target) {
        List<List<Cell>> rows = new ArrayList<>();
        for (RunListing run : runs) {
            ServerCost cost = run.serverCost();
            rows.add(List.of(
                    run.report() == null ? Cell.of(run.runId() + " (no HTML report: times from simulation.log)")
                            : Cell.link(run.runId(), Href.report(run.runId())),
                    Cell.of(run.simulation() + (run.variant().isEmpty() ? "" : " (" + run.variant() + ")")
                            + (run.mergedRuns().isEmpty() ? "" : ", merged from " + run.mergedRuns().size()
                            + " injectors: " + String.join(", ", run.mergedRuns()))),
                    outcome(run),
                    Cell.of(run.targetName() == null ? "unknown (no target setting)" : run.targetName()),
                    Cell.of(run.start()), Cell.of(Format.decimal(run.seconds(), 1)), Cell.of(Long.toString(run.requests())),
                    Cell.of(Long.toString(run.ko())), Cell.of(summarised(run, target)),
                    Cell.of(run.profile() == null ? "-" : run.profile()),
                    Cell.of(cost == null ? NOT_MEASURED : Format.percent(cost.averageCpuPercent()) + " / "
                            + Format.percent(cost.peakCpuPercent())),
                    Cell.of(settings(run.settings()))));
        }
        return new Table(List.of("Run (Gatling report)", "Simulation", "Outcome", "Target", "Start (UTC)", "Seconds",
                "Requests", "KO", "Summarised", "Profile", "Server CPU avg / peak", "Settings"), rows);
    }

    private static String summarised(RunListing run, String target) {
        if (run.used()) {
            return "yes (newest)";
        }
        return SummarisedTarget.of(run.targetName()).equals(target) ? "no (older)" : "no (other target)";
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

    /**
     * A run's settings as its profile plus what was given on the command line (the suite records the
     * given knobs' names under {@link RunRecord#GIVEN_SETTINGS}); every setting stays in summary.json. Runs recorded
     * before that list existed show every setting.
     */
    private static String settings(Map<String, String> settings) {
        if (settings.isEmpty()) {
            return "-";
        }
        String given = settings.get(RunRecord.GIVEN_SETTINGS);
        if (given == null) {
            return new TreeMap<>(settings).entrySet().stream()
                    .map(entry -> entry.getKey() + "=" + entry.getValue())
                    .collect(Collectors.joining(", "));
        }
        String changed = Arrays.stream(given.split(",")).filter(knob -> !knob.isBlank()).sorted()
                .map(knob -> knob + "=" + settings.getOrDefault(knob, ""))
                .collect(Collectors.joining(", "));
        return changed.isEmpty() ? "the profile's defaults" : changed;
    }

    /** A row's verdict: failed when it has any KO answer; flagged when its run was aborted. */
    private static Cell status(boolean failed, boolean fromAbortedRun) {
        if (!failed && !fromAbortedRun) {
            return Cell.of(OK);
        }
        return Cell.alert(failed && fromAbortedRun ? FAILED + ", " + FROM_ABORTED_RUN
                : failed ? FAILED : FROM_ABORTED_RUN);
    }

    /** Whether the run ran its whole plan, as its record says. */
    private static Cell outcome(RunListing run) {
        if (run.aborted() != null) {
            return Cell.alert("ABORTED: " + run.aborted());
        }
        return Cell.of(run.record() == null ? "unknown (no record)" : "ran its plan");
    }

    /**
     * The columns every section shows over a row's window, the same in each: CPU per 1000 requests of
     * the server and the injector side by side, each one's share of all cores and the machine's, the
     * busiest threads, and the verdict.
     *
     * @param per what the costs are per 1000 of: "req", or "exchanges" for transports pages
     */
    static List<String> loadHeaders(String per) {
        return List.of("Server CPU s / 1000 " + per, "Injector CPU s / 1000 " + per, SERVER_CPU, INJECTOR_CPU,
                MACHINE_CPU, "Busiest thread: server / injector (% of a core)", BOUND_BY);
    }

    private static List<Cell> load(ServerCost server, InjectorCost injector, Bound bound) {
        CpuShares shares = bound.shares();
        Double others = shares.othersPercent();
        return List.of(
                Cell.of(serverPer1000(server)),
                Cell.of(injector == null || injector.cpuSecondsPer1000() == null ? NOT_MEASURED
                        : Format.decimal(injector.cpuSecondsPer1000(), 3)),
                Cell.of(share(shares.serverPercent())),
                Cell.of(share(shares.injectorPercent())),
                Cell.of(share(shares.machinePercent()) + (others == null ? "" : " (others " + Format.percent(others) + ")")),
                Cell.of(share(shares.serverThreadPercent()) + " / " + share(shares.injectorThreadPercent())),
                bound(bound));
    }

    private static String serverPer1000(ServerCost server) {
        return server == null || server.cpuSecondsPer1000() == null ? NOT_MEASURED
                : Format.decimal(server.cpuSecondsPer1000(), 3);
    }

    /** The verdict cell, red when it is the load generator's limit. */
    private static Cell bound(Bound bound) {
        return bound.loadGeneratorLimit() ? Cell.alert(bound.verdict().label() + ": " + LOAD_GENERATOR_LIMIT)
                : Cell.of(bound.verdict().label());
    }

    private static String share(Double percent) {
        return percent == null ? NOT_MEASURED : Format.percent(percent);
    }

    @SafeVarargs
    private static List<String> headers(List<String>... parts) {
        List<String> headers = new ArrayList<>();
        for (List<String> part : parts) {
            headers.addAll(part);
        }
        return headers;
    }

    /** Cells from values, cells and lists of cells (a row's load columns), in order. */
    private static List<Cell> cells(Object... values) {
        List<Cell> cells = new ArrayList<>();
        for (Object value : values) {
            if (value instanceof List<?> list) {
                list.forEach(cell -> cells.add((Cell) cell));
            } else {
                cells.add(value instanceof Cell cell ? cell : Cell.of(String.valueOf(value)));
            }
        }
        return cells;
    }
}
