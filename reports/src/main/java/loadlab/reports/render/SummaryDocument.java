package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.Machine;
import loadlab.reports.cost.Bound;
import loadlab.reports.cost.BoundBy;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.InsertRateRow;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.Summary;
import loadlab.reports.summary.TransportRow;
import loadlab.reports.summary.TransportsRun;
import loadlab.reports.summary.TransportsSection;

/** The summary page's content, in order: what both the HTML and the Markdown file show. */
final class SummaryDocument {
    /** A repeated row's p95 (hello variant, insert step). */
    static final String P95 = "p95 (ms)";
    static final String OK_ONLY = "Throughput counts OK answers only; KO answers are counted beside it, never as"
            + " throughput (a target that is gone answers KO at any rate).";

    /** The warning above every section with a row bound by the injector. */
    static final String LOAD_GENERATOR_WARNING = "This figure is the load generator's limit, not the server's: the"
            + " server may well go faster. The gate treats such throughput as advisory.";
    /** The rules of {@link BoundBy}, once, at the top of the page. */
    static final String BOUND_BY_LEGEND = String.format(Locale.ROOT, "Bound by (every row, over the row's own window;"
            + " the rules in reports/README.md): a process is saturated when it uses %.0f %% of all cores, or its"
            + " busiest thread %.0f %% of one core (an event loop; the server runs one per core). \"server and"
            + " injector\": both saturated, so the figure is at both limits alike; \"server\": the server saturated;"
            + " \"injector\": the injector saturated and the server not, the only rows that show the load generator's"
            + " limit, not the server's; with the machine's cores %.0f %% busy and neither saturated, \"server\" when"
            + " it used %.0f %% of that busy time, else \"machine\": together (with anything else running) they use"
            + " the cores, and nothing shows which waited for one; \"latency\": nothing saturated, so round trips,"
            + " think time or the arrival rate set the rate; \"not measured\": the injector was not sampled. CPU per"
            + " 1000 requests (transports: exchanges) is the CPU time of the row's window over its requests, the"
            + " server's beside the injector's; CPU shares are of all cores (100 %% = every core busy); \"others\" is"
            + " the machine's busy share that neither used.", BoundBy.PROCESS_BUSY_PERCENT,
            BoundBy.THREAD_BUSY_PERCENT, BoundBy.MACHINE_BUSY_PERCENT, BoundBy.DOMINANT_SHARE * 100);

    /** The page's own method (resolution, what "bound by" means), collapsed above the answers. */
    static final String READING = "How to read the figures: Gatling's resolution, and what bound each row";
    /** What each experiment's collapsed part holds, under its compact table. */
    static final String METHOD = "Method, every column and the repeats";

    /** Above the insert experiment's open steps: what a rate step is, and where its planned-start figures are. */
    static final String OPEN_INSERT = "Open steps: each sends inserts at a constant rate, one new client per insert,"
            + " whatever the answers take (the closed steps above keep their concurrency and wait for each answer)."
            + " Their latency from each insert's planned start is under \"" + PlannedStartBlocks.HEADING + "\".";

    private SummaryDocument() {
    }

    /** @param charts chart file names by section ("transports", "insert", "hello") */
    static List<Block> of(Summary summary, Map<String, List<String>> charts) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(1, "Load Lab summary"));
        Environment environment = summary.environment();
        Machine machine = environment.machine();
        blocks.add(new Block.Paragraph("Generated " + environment.generatedAt() + " from commit "
                + (environment.gitCommit() == null ? "unknown (no git commit found)" : environment.gitCommit())
                + ", on " + machine.cores() + " cores, " + machine.jvm() + ", " + machine.os() + "."));
        summary.notes().forEach(note -> blocks.add(new Block.Paragraph(note)));
        blocks.add(new Block.Details(READING, List.of(new Block.Paragraph(Format.RESOLUTION_NOTE),
                new Block.Paragraph(BOUND_BY_LEGEND))));
        blocks.addAll(ComparisonBlocks.of(summary.comparison()));
        blocks.addAll(SideBySideBlocks.of(summary.sideBySide(), charts.get("sidebyside-insert")));
        Map<String, String> targets = targets(summary);

        blocks.add(new Block.Heading(2, "Transports: AJAX vs WebSocket vs fresh WebSocket"));
        if (summary.transports() == null) {
            blocks.add(new Block.Paragraph("No run."));
        } else {
            TransportsSection transports = summary.transports();
            transports.runs().stream().filter(run -> run.aborted() != null).forEach(run -> aborted(blocks,
                    run.runId() + " (" + run.framing() + " framing)", run.aborted(), "Its rows below"));
            failed(blocks, transports.rows().stream().filter(TransportRow::failed)
                    .map(row -> row.transport() + " x" + row.exchanges() + " (" + row.failedPages() + " failed page(s), "
                            + row.exchangeKo() + " KO exchange(s))").toList(), transports.rows().size(), "row");
            loadGeneratorLimit(blocks, transports.rows().stream().filter(row -> row.boundBy().loadGeneratorLimit())
                    .map(row -> row.transport() + " x" + row.exchanges() + " (" + why(row.boundBy()) + ")").toList(),
                    transports.rows().size(), "row");
            answers(blocks, ExperimentAnswers.transports(transports));
            images(blocks, charts.get("transports"));
            blocks.add(new Block.Grid(SummaryTables.transportsCompact(transports)));
            List<Block> detail = new ArrayList<>();
            detail.add(new Block.Paragraph(runs(transports, targets) + " Total = the page group's cumulated response time:"
                    + " all N exchanges with their connects, think time excluded. The \"Exchange ...\" request is what"
                    + " Gatling times under that name (for WebSockets the awaited check; connects are requests of their"
                    + " own, counted in the total only where they happen inside the page: the fresh transports)."));
            detail.add(new Block.Grid(SummaryTables.transports(transports)));
            Function<TransportRow, String> page = row -> row.framing() + " " + row.transport() + " x" + row.exchanges();
            detail.addAll(RepeatBlocks.of(
                    RepeatBlocks.figure("Total time of N exchanges (ms)", transports.rows(), page, TransportRow::repeats),
                    RepeatBlocks.figure("Total time p95 (ms)", transports.rows(), page, TransportRow::p95Repeats)));
            Table fresh = SummaryTables.freshCosts(transports);
            if (!fresh.isEmpty()) {
                detail.add(new Block.Grid(fresh));
            }
            Table handshakes = SummaryTables.handshakes(transports);
            if (!handshakes.isEmpty()) {
                detail.add(new Block.Paragraph("What a connection costs before its first exchange: the connect request"
                        + " (TCP and the HTTP upgrade), then for Socket.IO the Engine.IO open packet (timed from the"
                        + " upgrade) and the namespace handshake (\"40\" until its acknowledgement). Means over every"
                        + " connection of the transport; a persistent page pays this once, a fresh one per exchange."));
                detail.add(new Block.Grid(handshakes));
            }
            blocks.add(new Block.Details(METHOD, detail));
            blocks.addAll(BrowserBlocks.of(summary.browser()));
        }

        blocks.add(new Block.Heading(2, "Insert: throughput and latency per concurrency step"));
        if (summary.insert() == null) {
            blocks.add(new Block.Paragraph("No run."));
        } else {
            if (summary.insert().aborted() != null) {
                aborted(blocks, summary.insert().runId(), summary.insert().aborted(),
                        "The steps below are what it ran before it stopped; they");
            }
            String run = "Run " + summary.insert().runId() + on(targets, summary.insert().runId()) + ". ";
            String books = SummaryTables.reconciliation(summary.insert());
            if (!summary.insert().reconciliationOk()) {
                // Books that do not balance, or were not kept, come first: they fail the gate whatever else.
                blocks.add(new Block.Warning(books));
            }
            List<InsertStepRow> steps = summary.insert().steps();
            failed(blocks, steps.stream().filter(InsertStepRow::failed)
                    .map(step -> (step.concurrency() == null ? "whole run" : "c=" + step.concurrency()) + " (" + step.ok()
                            + " OK, " + step.ko() + " KO)").toList(), steps.size(), "step");
            loadGeneratorLimit(blocks, steps.stream().filter(step -> step.boundBy().loadGeneratorLimit())
                    .map(step -> (step.concurrency() == null ? "whole run" : "c=" + step.concurrency()) + " ("
                            + why(step.boundBy()) + ")").toList(), steps.size(), "step");
            answers(blocks, ExperimentAnswers.insert(summary.insert(), books));
            images(blocks, charts.get("insert"));
            blocks.add(new Block.Grid(SummaryTables.insertCompact(summary.insert())));
            List<InsertRateRow> rates = summary.insert().rateSteps();
            if (!rates.isEmpty()) {
                failed(blocks, rates.stream().filter(InsertRateRow::failed)
                        .map(rate -> rate.rate() + "/s (" + rate.ok() + " OK, " + rate.ko() + " KO)").toList(),
                        rates.size(), "open step");
                blocks.add(new Block.Paragraph(OPEN_INSERT));
                blocks.add(new Block.Grid(SummaryTables.insertRates(summary.insert())));
            }
            List<Block> detail = new ArrayList<>();
            detail.add(new Block.Paragraph(run + books));
            detail.add(new Block.Paragraph(OK_ONLY));
            detail.add(new Block.Grid(SummaryTables.insert(summary.insert())));
            Function<InsertStepRow, String> step = row -> "c=" + row.concurrency();
            detail.addAll(RepeatBlocks.of(RepeatBlocks.figure(SummaryTables.THROUGHPUT, steps, step, InsertStepRow::repeats),
                    RepeatBlocks.figure(P95, steps, step, InsertStepRow::p95Repeats)));
            blocks.add(new Block.Details(METHOD, detail));
        }

        blocks.add(new Block.Heading(2, "Hello: throughput, latency and server cost"));
        if (summary.hello() == null) {
            blocks.add(new Block.Paragraph("No run."));
        } else {
            Map<String, List<HelloRow>> abortedRuns = summary.hello().rows().stream()
                    .filter(row -> row.aborted() != null)
                    .collect(Collectors.groupingBy(HelloRow::runId, TreeMap::new, Collectors.toList()));
            abortedRuns.forEach((runId, rows) -> aborted(blocks, runId + " (" + rows.stream().map(HelloRow::variant)
                    .collect(Collectors.joining(", ")) + ")", rows.get(0).aborted(), "Its rows below"));
            List<HelloRow> rows = summary.hello().rows();
            failed(blocks, rows.stream().filter(HelloRow::failed)
                    .map(row -> row.variant() + " (" + (row.count() - row.ko()) + " OK, " + row.ko() + " KO)").toList(),
                    rows.size(), "variant");
            loadGeneratorLimit(blocks, rows.stream().filter(row -> row.boundBy().loadGeneratorLimit())
                    .map(row -> row.variant() + " (" + why(row.boundBy()) + ")").toList(), rows.size(), "variant");
            answers(blocks, ExperimentAnswers.hello(summary.hello(), summary.crossCheck()));
            images(blocks, charts.get("hello"));
            blocks.add(new Block.Grid(SummaryTables.helloCompact(summary.hello())));
            List<Block> detail = new ArrayList<>();
            detail.add(new Block.Paragraph("One row per variant, from the newest run that drove it. Server CPU is a"
                    + " share of all cores (100 % = every core busy); \"not measured\" when the suite did not start"
                    + " the server itself. Each variant's throughput and CPU are taken over the window the simulation"
                    + " recorded for it, from its first user's start to its last user's end, the CPU interpolated at"
                    + " the window's edges, which the run sampled as they passed. Runs that recorded no window: a run"
                    + " that drove one variant is measured over its injection window; in a run that drove several one"
                    + " after another, each variant over the span of its own requests, to Gatling's 1 s resolution"
                    + " (column \"Throughput and CPU over\"). " + OK_ONLY));
            detail.add(new Block.Grid(SummaryTables.hello(summary.hello(), targets)));
            detail.addAll(RepeatBlocks.of(RepeatBlocks.figure(SummaryTables.THROUGHPUT, rows, HelloRow::variant,
                    HelloRow::repeats), RepeatBlocks.figure(P95, rows, HelloRow::variant, HelloRow::p95Repeats)));
            blocks.add(new Block.Details(METHOD, detail));
            blocks.addAll(CrossCheckBlocks.of(summary.crossCheck()));
        }
        blocks.addAll(PlannedStartBlocks.of(summary.plannedStart()));

        blocks.add(new Block.Heading(2, "Runs"));
        blocks.add(new Block.Grid(SummaryTables.runs(summary.runs(), summary.target())));
        blocks.addAll(MergeBlocks.of(summary.runs()));
        blocks.addAll(InjectionBlocks.of(summary.runs()));
        if (!summary.unreadable().isEmpty()) {
            blocks.add(new Block.Heading(3, "Skipped run folders"));
            blocks.add(new Block.Grid(SummaryTables.unreadable(summary.unreadable())));
        }
        return blocks;
    }

    /** Run id to the target its record names, for the runs that name one. */
    private static Map<String, String> targets(Summary summary) {
        Map<String, String> targets = new TreeMap<>();
        summary.runs().stream().filter(run -> run.targetName() != null)
                .forEach(run -> targets.put(run.runId(), run.targetName()));
        return targets;
    }

    /** " on node" for a run that names its target; "" for one that does not (an older record). */
    private static String on(Map<String, String> targets, String runId) {
        String target = targets.get(runId);
        return target == null ? "" : " on " + target;
    }

    /** "Run X (plain framing, 0 failed requests). Run Y (socketio framing, ...)." */
    private static String runs(TransportsSection transports, Map<String, String> targets) {
        StringBuilder text = new StringBuilder();
        for (TransportsRun run : transports.runs()) {
            text.append(text.isEmpty() ? "" : " ").append("Run ").append(run.runId()).append(on(targets, run.runId()))
                    .append(" (").append(run.framing())
                    .append(" framing, profile ").append(run.profile() == null ? "unknown" : run.profile()).append(", ")
                    .append(run.requestsKo()).append(" failed request(s)).");
        }
        if (transports.runs().size() > 1) {
            text.append(" The newest run of each framing, side by side.");
            if (transports.runs().stream().map(TransportsRun::profile).distinct().count() > 1) {
                text.append(" Their profiles differ: compare per-exchange and handshake figures, not totals of"
                        + " different N.");
            }
        }
        return text.toString();
    }

    /** The experiment's answer, one paragraph per question, before its chart. */
    private static void answers(List<Block> blocks, List<String> sentences) {
        sentences.forEach(sentence -> blocks.add(new Block.Paragraph(sentence)));
    }

    /** "Run X was ABORTED: why. Its rows below are shown as measured, marked ..." */
    private static void aborted(List<Block> blocks, String run, String reason, String which) {
        blocks.add(new Block.Warning("Run " + run + " was ABORTED: " + reason + ". " + which
                + " are shown as measured, marked \"" + SummaryTables.FROM_ABORTED_RUN + "\"."));
    }

    /** "2 of 5 step(s) FAILED, with KO answers: c=1000 (0 OK, 4000000 KO), ..."; nothing when none failed. */
    private static void failed(List<Block> blocks, List<String> failed, int of, String what) {
        if (!failed.isEmpty()) {
            blocks.add(new Block.Warning(failed.size() + " of " + of + " " + what + "(s) FAILED, with KO answers: "
                    + String.join(", ", failed) + "."));
        }
    }

    /** "1 of 2 variant(s) bound by the load generator: closed-keepalive (machine: ...). This figure is ..." */
    private static void loadGeneratorLimit(List<Block> blocks, List<String> bound, int of, String what) {
        if (!bound.isEmpty()) {
            blocks.add(new Block.Warning(bound.size() + " of " + of + " " + what + "(s) bound by the load generator, not"
                    + " the server: " + String.join("; ", bound) + ". " + LOAD_GENERATOR_WARNING));
        }
    }

    private static String why(Bound bound) {
        return bound.verdict().label() + ": " + bound.why();
    }

    private static void images(List<Block> blocks, List<String> files) {
        if (files != null) {
            files.forEach(file -> blocks.add(new Block.Image(file, file)));
        }
    }
}
