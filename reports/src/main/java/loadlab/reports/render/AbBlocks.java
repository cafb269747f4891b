package loadlab.reports.render;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.reports.ab.AbExperiment;
import loadlab.reports.ab.AbRow;
import loadlab.reports.ab.AbSection;
import loadlab.reports.ab.AbSentence;
import loadlab.reports.ab.AbThresholds;
import loadlab.reports.ab.AbTotal;
import loadlab.reports.ab.MedianInterval;
import loadlab.reports.ab.RoundFigure;
import loadlab.reports.sidebyside.Ratios;
import loadlab.reports.summary.MetricKind;

/**
 * The newest A/B comparison, first on the page: the sides, one answer per experiment, the runs that
 * did not pass, a compact table per experiment, then the method and each round's ratios collapsed.
 * Nothing when the summary has none.
 */
final class AbBlocks {
    static final String HEADING = "A/B: the server under test (B) against the baseline (A), rounds interleaved";

    private AbBlocks() {
    }

    static List<Block> of(AbSection ab) {
        if (ab == null) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Heading(2, HEADING));
        blocks.add(new Block.Paragraph(side("A (baseline)", ab.a()) + " " + side("B (under test)", ab.b())
                + " Started " + Instant.ofEpochMilli(ab.startEpochMillis()) + ", profile " + ab.profile() + ", "
                + String.join(", ", ab.simulations()) + "; " + ab.roundsMeasured() + " of " + ab.roundsPlanned()
                + " planned rounds measured on both sides" + (ab.suspects().isEmpty() ? "" : "; they found "
                + String.join(", ", ab.suspects()) + " worse, and " + ab.confirmationRoundsMeasured() + " more rounds were"
                + " run to confirm it: a suspect fails the comparison only when those fresh rounds find it worse too")
                + "."));
        if (ab.comparedNothing()) {
            blocks.add(new Block.Warning("Nothing was compared: no metric had a figure on both sides of a measured"
                    + " round. A comparison that measured nothing does not pass."));
        }
        ab.experiments().forEach(experiment -> blocks.add(new Block.Paragraph(title(experiment) + ": "
                + experiment.answer())));
        List<RoundRun> failed = ab.runsNotPassed().stream().filter(run -> !run.measured()).toList();
        if (!failed.isEmpty()) {
            blocks.add(new Block.Warning(failed.size() + " run(s) FAILED and are left out of the figures: "
                    + runs(failed) + "."));
        }
        List<RoundRun> asserted = ab.runsNotPassed().stream().filter(RoundRun::measured).toList();
        if (!asserted.isEmpty()) {
            blocks.add(new Block.Paragraph(asserted.size() + " run(s) failed their assertions and are compared"
                    + " (they ran their plan): " + runs(asserted) + "."));
        }
        ab.notes().forEach(note -> blocks.add(new Block.Warning(note)));
        for (AbExperiment experiment : ab.experiments()) {
            blocks.add(new Block.Heading(3, title(experiment) + ": A and B medians, B / A"));
            if (!experiment.rows().isEmpty()) {
                blocks.add(new Block.Grid(table(experiment.rows())));
            }
            totals(blocks, experiment.totals());
            experiment.notes().forEach(note -> blocks.add(new Block.Paragraph(note)));
        }
        blocks.add(new Block.Details("How B was compared with A: rounds, intervals, thresholds", List.of(
                new Block.Paragraph(method(ab.thresholds())), new Block.Grid(perRound(ab.rows())))));
        return blocks;
    }

    /** "A (baseline): the reference server built at 1234abc (given as HEAD~1, commit 1234abc)." */
    private static String side(String name, AbSide side) {
        return name + ": " + side.description() + " (given as " + side.given()
                + (side.commit() == null ? "" : ", commit " + side.commit()) + ").";
    }

    private static String title(AbExperiment experiment) {
        return experiment.name().substring(0, 1).toUpperCase(Locale.ROOT) + experiment.name().substring(1);
    }

    private static String runs(List<RoundRun> runs) {
        return runs.stream().map(run -> "round " + run.round() + " " + run.side() + " " + run.simulation()
                + (run.reason() == null ? "" : " (" + run.reason() + ")")).collect(Collectors.joining("; "));
    }

    /** Metric, A, B, B / A, interval, verdict: few columns, so the table stays within the page. */
    static Table table(List<AbRow> rows) {
        List<List<Cell>> cells = new ArrayList<>();
        for (AbRow row : rows) {
            String verdict = row.verdict() == null ? "-" : AbSentence.verdict(row)
                    + (row.gated() ? "" : " (advisory: " + row.advisory() + ")");
            cells.add(List.of(Cell.of(row.metric()), Cell.of(value(row.aMedian(), row.unit())),
                    Cell.of(value(row.bMedian(), row.unit())),
                    Cell.of(row.ratio() == null ? "-" : Ratios.times(row.ratio())),
                    Cell.of(row.ratio() == null ? "-" : AbSentence.interval(row.low(), row.high()) + " ("
                            + AbSentence.coverage(row.coverage()) + ", " + row.roundsUsed() + " rounds)"),
                    row.fails() ? Cell.alert(verdict) : Cell.of(verdict)));
        }
        return new Table(List.of("Metric", "A", "B", "B / A", "Interval (coverage, rounds)", "Verdict"), cells);
    }

    /** KO answers and books, added up per side: "transports.ko: A 0, B 3 over 2 rounds each". */
    private static void totals(List<Block> blocks, List<AbTotal> totals) {
        if (totals.isEmpty()) {
            return;
        }
        String text = "Added up per side, not divided: " + totals.stream().map(AbBlocks::total)
                .collect(Collectors.joining("; ")) + ".";
        blocks.add(totals.stream().anyMatch(AbTotal::alert) ? new Block.Warning(text) : new Block.Paragraph(text));
    }

    private static String total(AbTotal total) {
        if (total.kind() == MetricKind.RECONCILIATION) {
            return total.metric() + ": books balanced in " + (long) total.a() + " of " + total.aRounds()
                    + " round(s) on A, " + (long) total.b() + " of " + total.bRounds() + " on B";
        }
        return total.metric() + ": A " + (long) total.a() + " over " + total.aRounds() + " round(s), B "
                + (long) total.b() + " over " + total.bRounds();
    }

    /** Each metric's ratio round by round ("1: 1.21×, 2: -"), for a reader checking the interval. */
    private static Table perRound(List<AbRow> rows) {
        List<List<Cell>> cells = new ArrayList<>();
        for (AbRow row : rows) {
            cells.add(List.of(Cell.of(row.metric()), Cell.of(row.rounds().stream().map(AbBlocks::round)
                    .collect(Collectors.joining(", ")))));
        }
        return new Table(List.of("Metric", "B / A per round (round: ratio; - where A's figure is 0)"), cells);
    }

    private static String round(RoundFigure figure) {
        return figure.round() + ": " + (figure.ratio() == null ? "-" : Ratios.times(figure.ratio()));
    }

    static String method(AbThresholds thresholds) {
        return "The suite ran the same simulations against A and B in rounds, one injector, in ABBA order (round 1: A"
                + " then B, round 2: B then A, and so on), each simulation's two runs back to back, so that what the"
                + " shared machine did meanwhile fell on both sides alike; a FAILED run is left out, and a round counts"
                + " when both sides were measured. Each round and side is summarised as the sections below are, and"
                + " each metric compared within its round: the ratio B / A (a round where A's figure is 0 is left"
                + " out) and the difference B - A. The ratio shown is the median of the per-round ratios; A and B are"
                + " the medians of each side's own figures. Its interval is the distribution-free order-statistic"
                + " interval for a median, a stated equivalent of a bootstrap over rounds with exact coverage and no"
                + " resampling noise: of n sorted ratios x(1)..x(n), [x(k), x(n-k+1)] with the largest k whose"
                + " coverage 1 - 2 P(Binomial(n, 1/2) <= k-1) reaches " + AbSentence.coverage(MedianInterval.CONFIDENCE)
                + "; with five rounds or fewer none does, and k = 1 is shown with the coverage it reaches (5 rounds:"
                + " 93.75 %, 4: 87.5 %, 2: 50 %), but backs no verdict: 6 rounds are the fewest that give one."
                + " Verdicts: WORSE when the interval lies wholly on the worse side of 1 and the median beyond the"
                + " threshold, BETTER the mirror image, SAME when the interval lies within the threshold on both sides,"
                + " INCONCLUSIVE otherwise (and under 95 % coverage). Thresholds: "
                + thresholds.limits() + ". A gated WORSE fails the comparison;"
                + " advisory (shown, never failing): " + (thresholds.advisory().isEmpty() ? "no metric listed"
                : String.join(", ", thresholds.advisory())) + ", and a throughput where B's row was not bound by the"
                + " server in most rounds (it is then the load generator's limit). Figures for information (means,"
                + " p99, ...) get a ratio and no verdict; KO counts and the insert books are added up per side.";
    }

    /** "0.2560 s", "12.00 ms": four decimals below 1, two above. */
    private static String value(double value, String unit) {
        return String.format(Locale.ROOT, value != 0 && Math.abs(value) < 1 ? "%.4f %s" : "%.2f %s", value, unit);
    }
}
