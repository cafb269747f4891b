package loadlab.reports.render;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.comparison.ComparedExperiment;
import loadlab.reports.comparison.ComparisonRow;
import loadlab.reports.comparison.ComparisonSection;
import loadlab.reports.comparison.ComparisonSentence;
import loadlab.reports.comparison.ComparisonTable;
import loadlab.reports.comparison.ComparisonThresholds;
import loadlab.reports.comparison.ComparisonTotal;
import loadlab.reports.comparison.ComparisonFormat;
import loadlab.reports.sidebyside.Ratios;
import loadlab.reports.summary.MetricKind;

/**
 * The newest A/B comparison, first on the page: the sides, one answer per experiment, the runs that
 * did not pass, a compact table per experiment, then the method and each round's ratios collapsed.
 * Nothing when the summary has none.
 */
final class ComparisonBlocks {
    static final String HEADING = "A/B: the server under test (B) against the baseline (A), rounds interleaved";

    private ComparisonBlocks() {
    }

    static List<Block> of(ComparisonSection section) {
        if (section == null) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(2, HEADING));
        blocks.add(new Block.Paragraph(side("A (baseline)", section.a()) + " " + side("B (under test)", section.b())
                + " Started " + Instant.ofEpochMilli(section.startEpochMillis()) + ", profile " + section.profile() + ", "
                + String.join(", ", section.simulations()) + "; " + section.pairsMeasured() + " pair(s) of rounds measured of "
                + section.pairsPlanned() + " planned"
                + (section.secondLook() == null ? "" : ", and as many again for a second look"
                + " at " + String.join(", ", section.secondLook().simulations()) + " (the first look left "
                + String.join(", ", section.secondLook().metrics()) + " beyond the threshold without a verdict)") + "."));
        blocks.add(section.passed() ? new Block.Paragraph("The comparison passes: " + ComparisonTable.verdict(section))
                : new Block.Warning("The comparison fails: " + String.join("; ", section.failures()) + "."));
        section.experiments().forEach(experiment -> blocks.add(new Block.Paragraph(title(experiment) + ": "
                + experiment.answer())));
        List<RoundRun> failed = section.runsNotPassed().stream().filter(run -> !run.measured()).toList();
        if (!failed.isEmpty()) {
            blocks.add(new Block.Warning(failed.size() + " run(s) FAILED and are left out of the figures (a pair with"
                    + " one is run once more): " + runs(failed) + "."));
        }
        List<RoundRun> asserted = section.runsNotPassed().stream().filter(RoundRun::measured).toList();
        if (!asserted.isEmpty()) {
            blocks.add(new Block.Paragraph(asserted.size() + " run(s) failed their assertions and are compared"
                    + " (they ran their plan): " + runs(asserted) + "."));
        }
        section.notes().forEach(note -> blocks.add(new Block.Paragraph(note)));
        for (ComparedExperiment experiment : section.experiments()) {
            blocks.add(new Block.Heading(3, title(experiment) + ": A and B medians, B / A"));
            if (!experiment.rows().isEmpty()) {
                blocks.add(new Block.Grid(table(experiment.rows())));
            }
            totals(blocks, experiment.totals());
        }
        blocks.add(new Block.Details("How B was compared with A: pairs, the sequential test, thresholds", List.of(
                new Block.Paragraph(method(section.thresholds())), new Block.Grid(perPair(section.rows())))));
        return blocks;
    }

    /** "A (baseline): the reference server built at 1234abc (given as HEAD~1, commit 1234abc)." */
    private static String side(String name, ComparisonSide side) {
        return name + ": " + side.description() + " (given as " + side.given()
                + (side.commit() == null ? "" : ", commit " + side.commit()) + ").";
    }

    private static String title(ComparedExperiment experiment) {
        return experiment.name().substring(0, 1).toUpperCase(Locale.ROOT) + experiment.name().substring(1);
    }

    private static String runs(List<RoundRun> runs) {
        return runs.stream().map(run -> "round " + run.round() + " " + run.side() + " " + run.simulation()
                + (run.reason() == null ? "" : " (" + run.reason() + ")")).collect(Collectors.joining("; "));
    }

    /** Metric, A, B, B / A, interval, verdict, what it could see: few columns, so the table stays within the page. */
    static Table table(List<ComparisonRow> rows) {
        List<List<Cell>> cells = new ArrayList<>();
        for (ComparisonRow row : rows) {
            String verdict = row.verdict() == null ? "-" : ComparisonSentence.verdict(row)
                    + (row.gated() ? "" : " (advisory: " + row.advisory() + ")");
            cells.add(List.of(Cell.of(row.metric()), Cell.of(value(row.aMedian(), row.unit())),
                    Cell.of(value(row.bMedian(), row.unit())),
                    Cell.of(row.ratio() == null ? "-" : Ratios.times(row.ratio())),
                    Cell.of(row.low() == null ? "-" : ComparisonFormat.interval(row.low(), row.high()) + " ("
                            + ComparisonFormat.confidence(row.confidence()) + ", " + row.pairsUsed() + " pairs)"),
                    row.fails() || row.isUnjudged() ? Cell.alert(verdict) : Cell.of(verdict),
                    Cell.of(seeable(row))));
        }
        return new Table(List.of("Metric", "A", "B", "B / A", "Interval (confidence, pairs)", "Verdict",
                "Could see"), cells);
    }

    /** "+14 %; +10 % in 9 of 10 takes 12 pairs", or "-" for a metric not judged. */
    private static String seeable(ComparisonRow row) {
        if (row.detectable() == null) {
            return "-";
        }
        return ComparisonFormat.percent(row.detectable()) + (row.pairsToDetect() == null ? "" : "; 9 in 10 at its target takes "
                + row.pairsToDetect() + " pairs");
    }

    /** KO answers and books, added up per side: "transports.ko: A 0, B 3 over 2 rounds each". */
    private static void totals(List<Block> blocks, List<ComparisonTotal> totals) {
        if (totals.isEmpty()) {
            return;
        }
        String text = "Added up per side, not divided: " + totals.stream().map(ComparisonBlocks::total)
                .collect(Collectors.joining("; ")) + ".";
        blocks.add(totals.stream().anyMatch(ComparisonTotal::alert) ? new Block.Warning(text) : new Block.Paragraph(text));
    }

    private static String total(ComparisonTotal total) {
        if (total.kind() == MetricKind.RECONCILIATION) {
            return total.metric() + ": books balanced in " + (long) total.a() + " of " + total.aRounds()
                    + " round(s) on A, " + (long) total.b() + " of " + total.bRounds() + " on B";
        }
        return total.metric() + ": A " + (long) total.a() + " over " + total.aRounds() + " round(s), B "
                + (long) total.b() + " over " + total.bRounds();
    }

    /** Each metric's ratio pair by pair ("1: 1.21×, 2: 0.98×"), for a reader checking the interval. */
    private static Table perPair(List<ComparisonRow> rows) {
        List<List<Cell>> cells = new ArrayList<>();
        for (ComparisonRow row : rows) {
            cells.add(List.of(Cell.of(row.metric()), Cell.of(row.pairs().stream()
                    .map(pair -> pair.pair() + ": " + Ratios.times(pair.ratio())).collect(Collectors.joining(", ")))));
        }
        return new Table(List.of("Metric", "B / A per pair (the geometric mean of its AB and its BA round)"), cells);
    }

    static String method(ComparisonThresholds thresholds) {
        return "The suite ran the same simulations against A and B in pairs of rounds, one injector: pair p is round"
                + " 2p-1 (A then B) and round 2p (B then A), each simulation's four runs back to back, so that what the"
                + " shared machine did meanwhile fell on both sides alike and running second cancels within the pair. A"
                + " pair with a FAILED run is run once more; a second failure fails the comparison. Each round and side"
                + " is summarised as the sections below are; a pair's ratio B / A is the geometric mean of its two"
                + " rounds' ratios. The test is pre-registered: a paired t-test on the pairs' log-ratios, looked at"
                + " after the planned pairs and, for the simulations whose metrics the first look left beyond their"
                + " threshold without a verdict, after twice as many, Pocock's constant boundary spending the false"
                + " alarms across both looks; Holm's step-down across the gated metrics holds the chance that an"
                + " unchanged server fails the comparison to " + ComparisonFormat.number(thresholds.falseAlarmPercent())
                + " % in all. A metric's interval is at the share of that budget it was last tested at (hence"
                + " confidences above 95 %). Verdicts: WORSE when the one-sided bound lies beyond the threshold,"
                + " BETTER the mirror image, SAME when the interval lies within the threshold on both sides,"
                + " INCONCLUSIVE otherwise. \"Could see\" is the smallest change this run could have called WORSE at"
                + " the metric's noise and pairs, and how many pairs a first look needs to call a change of "
                + ComparisonFormat.number(thresholds.detectPercent()) + " % WORSE 9 times in 10. Thresholds: "
                + thresholds.limits() + ". The comparison fails on a gated WORSE, on a gated metric the planned pairs"
                + " could not judge (unless comparison.allowInconclusive), on a run that failed twice, on a run of B whose"
                + " assertions failed, and on more KOs or unbalanced books on B; advisory metrics (shown, never"
                + " failing): " + (thresholds.advisory().isEmpty() ? "none listed" : String.join(", ",
                thresholds.advisory())) + ", and a throughput the injector bound on A while B's injector CPU per"
                + " request did not rise. Figures for information (means, p99, ...) get a ratio and a plain 95 %"
                + " interval, no verdict; KO counts and the insert books are added up per side.";
    }

    /** "0.2560 s", "12.00 ms": four decimals below 1, two above. */
    private static String value(double value, String unit) {
        return String.format(Locale.ROOT, value != 0 && Math.abs(value) < 1 ? "%.4f %s" : "%.2f %s", value, unit);
    }
}
