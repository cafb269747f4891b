package loadlab.reports.render;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.reports.cost.Bound;
import loadlab.reports.sidebyside.Comparison;
import loadlab.reports.sidebyside.HelloSideBySide;
import loadlab.reports.sidebyside.HelloTarget;
import loadlab.reports.sidebyside.InsertSideBySide;
import loadlab.reports.sidebyside.InsertTarget;
import loadlab.reports.sidebyside.Ratios;
import loadlab.reports.sidebyside.TargetColumn;
import loadlab.reports.sidebyside.TargetOutcome;
import loadlab.reports.sidebyside.TransportsSideBySide;
import loadlab.reports.sidebyside.TransportsTarget;
import loadlab.reports.summary.CrossCheckRow;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.TransportRow;

/**
 * The side-by-side tables. A figure cell says what bound it, "1234.5 (server)"; it is flagged when its
 * row failed (KO) or the load generator bound it.
 */
final class SideBySideTables {
    static final String BASELINE = "baseline";

    private SideBySideTables() {
    }

    /** Each target's planned simulations: passed, failed or skipped (with the set's reason), or not run. */
    static Table outcomes(List<TargetColumn> targets) {
        List<List<Cell>> rows = new ArrayList<>();
        for (TargetColumn target : targets) {
            for (TargetOutcome outcome : target.outcomes()) {
                String status = outcome.status().name().toLowerCase(Locale.ROOT).replace('_', ' ');
                rows.add(List.of(Cell.of(target.name()), Cell.of(target.description()), Cell.of(outcome.simulation()),
                        outcome.status() == TargetOutcome.Status.FAILED ? Cell.alert(status) : Cell.of(status),
                        Cell.of(outcome.reason() == null ? "-" : outcome.reason()),
                        Cell.of(outcome.runIds().isEmpty() ? "no run found" : String.join(", ", outcome.runIds()))));
            }
        }
        return new Table(List.of("Target", "What it is", "Simulation", "Outcome", "Reason", "Runs (target setting,"
                + " within the set's span)"), rows);
    }

    /** Per page (framing, transport, N): each target's total time, and each other target's over the baseline's. */
    static Table transports(TransportsSideBySide section) {
        List<TransportsTarget> targets = section.targets();
        String base = targets.get(0).target();
        List<TransportRow> pages = new ArrayList<>();
        for (TransportsTarget target : targets) {
            target.section().rows().stream().filter(row -> pages.stream().noneMatch(page -> same(page, row)))
                    .forEach(pages::add);
        }
        pages.sort(Comparator.comparingInt(TransportRow::exchanges));
        List<String> headers = new ArrayList<>(List.of("Framing", "Transport", "N exchanges"));
        for (TransportsTarget target : targets) {
            headers.add(target.target() + ": total mean (ms)");
            if (!target.target().equals(base)) {
                headers.add(target.target() + " \u00f7 " + base);
            }
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (TransportRow page : pages) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.of(page.framing()), Cell.of(page.transport()),
                    Cell.of(Integer.toString(page.exchanges()))));
            for (TransportsTarget target : targets) {
                Optional<TransportRow> row = TransportsSideBySide.page(target.section(), page);
                cells.add(row.map(r -> figure(Format.ms(r.totalMeanMs()), r.boundBy(), r.failed())).orElse(Cell.of("-")));
                if (!target.target().equals(base)) {
                    cells.add(Cell.of(ratio(section.comparisons(), target.target(), base, TransportsSideBySide.item(page),
                            Comparison.TOTAL_TIME)));
                }
            }
            rows.add(cells);
        }
        return new Table(headers, rows);
    }

    /** Per concurrency step: one column pair per target, its throughput (OK/s) and its p99. */
    static Table insert(InsertSideBySide section) {
        List<String> headers = new ArrayList<>(List.of("Concurrency"));
        for (InsertTarget target : section.targets()) {
            headers.add(target.target() + ": " + SummaryTables.THROUGHPUT);
            headers.add(target.target() + ": p99 (ms)");
        }
        List<Integer> steps = new ArrayList<>();
        if (section.hasWholeRunRow()) {
            steps.add(null);
        }
        steps.addAll(section.concurrencies());
        List<List<Cell>> rows = new ArrayList<>();
        for (Integer step : steps) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.of(step == null ? "whole run" : step.toString())));
            for (InsertTarget target : section.targets()) {
                Optional<InsertStepRow> row = target.section().steps().stream()
                        .filter(s -> Objects.equals(s.concurrency(), step)).findFirst();
                cells.add(row.map(r -> figure(Format.decimal(r.throughput(), 1), r.boundBy(), r.failed()))
                        .orElse(Cell.of("-")));
                cells.add(Cell.of(row.map(r -> Format.ms(r.p99Ms())).orElse("-")));
            }
            rows.add(cells);
        }
        return new Table(headers, rows);
    }

    /** Each target's books: acknowledged against stored, or why they were not kept. */
    static Table reconciliation(InsertSideBySide section) {
        List<List<Cell>> rows = new ArrayList<>();
        for (InsertTarget target : section.targets()) {
            String books = SummaryTables.reconciliation(target.section());
            rows.add(List.of(Cell.of(target.target()), target.section().reconciliationOk() ? Cell.of(books)
                    : Cell.alert(books), Cell.link(target.section().runId(), Href.report(target.section().runId()))));
        }
        return new Table(List.of("Target", "Reconciliation", "Run"), rows);
    }

    /** Per variant and target: rate, percentiles, server CPU, what bound it, and the cross-check. */
    static Table hello(HelloSideBySide section) {
        List<List<Cell>> rows = new ArrayList<>();
        String baseline = null;
        String variant = null;
        for (HelloTarget target : section.rows()) {
            HelloRow row = target.row();
            if (!row.variant().equals(variant)) {
                variant = row.variant();
                baseline = target.target();
            }
            boolean base = target.target().equals(baseline);
            CrossCheckRow check = target.crossCheck();
            boolean measured = check != null && check.status() == CrossCheck.Status.MEASURED;
            Double cpu = row.serverCost() == null ? null : row.serverCost().cpuSecondsPer1000();
            rows.add(List.of(Cell.of(row.variant()), Cell.of(target.target()),
                    row.failed() ? Cell.alert(SummaryTables.FAILED) : Cell.of(SummaryTables.OK),
                    Cell.of(Format.decimal(row.throughput(), 1)),
                    Cell.of(base ? BASELINE : ratio(section.comparisons(), target.target(), baseline, row.variant(),
                            Comparison.THROUGHPUT)),
                    Cell.of(Format.ms(row.p50Ms())), Cell.of(Format.ms(row.p99Ms())),
                    Cell.of(cpu == null ? SummaryTables.NOT_MEASURED : Format.decimal(cpu, 3)),
                    Cell.of(base ? BASELINE : ratio(section.comparisons(), target.target(), baseline, row.variant(),
                            Comparison.SERVER_CPU)),
                    bound(row.boundBy()),
                    Cell.of(check == null || check.tool() == null ? "-" : check.tool()),
                    Cell.of(measured ? Format.decimal(check.toolOkPerSecond(), 1) : SummaryTables.NOT_MEASURED),
                    Cell.of(measured && check.ratio() != null ? Format.decimal(check.ratio(), 2) : "-"),
                    Cell.link(row.runId(), Href.report(row.runId()))));
        }
        return new Table(List.of("Variant", "Target", SummaryTables.STATUS, SummaryTables.THROUGHPUT,
                "Rate \u00f7 baseline", "p50 (ms)", "p99 (ms)", "Server CPU s / 1000 req", "CPU \u00f7 baseline",
                SummaryTables.BOUND_BY, "Cross-check tool", "Cross-check (OK/s)", "Cross-check \u00f7 Gatling", "Run"),
                rows);
    }

    private static boolean same(TransportRow a, TransportRow b) {
        return a.framing().equals(b.framing()) && a.transport().equals(b.transport()) && a.exchanges() == b.exchanges();
    }

    private static String ratio(List<Comparison> comparisons, String target, String versus, String item, String figure) {
        return comparisons.stream()
                .filter(c -> c.target().equals(target) && c.versus().equals(versus) && c.item().equals(item)
                        && c.figure().equals(figure))
                .findFirst().map(c -> Ratios.times(c.ratio())).orElse("-");
    }

    /** "1234.5 (server)"; flagged when the row failed or the load generator bound it. */
    private static Cell figure(String value, Bound bound, boolean failed) {
        String text = value + " (" + bound.verdict().label() + (failed ? ", " + SummaryTables.FAILED : "") + ")";
        return failed || bound.loadGeneratorLimit() ? Cell.alert(text) : Cell.of(text);
    }

    private static Cell bound(Bound bound) {
        return bound.loadGeneratorLimit() ? Cell.alert(bound.verdict().label() + ": " + SummaryTables.LOAD_GENERATOR_LIMIT)
                : Cell.of(bound.verdict().label());
    }
}
