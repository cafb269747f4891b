package loadlab.reports.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.reports.repeat.RepeatStats;

/**
 * A section's rows across their repeats (-Drepeats), right after the section's table: per figure
 * (throughput or total time, then p95), each repeat's value, the median, min-max and CV, and a warning
 * naming the inconsistent rows. Nothing for a run without repeats, so a single run's page is as it was.
 */
final class RepeatBlocks {
    static final String INCONSISTENT = "inconsistent";
    static final String CONSISTENT = "consistent";
    static final String METHOD = String.format(Locale.ROOT, "Repeats: each row's population ran several times in a"
            + " row in the same run (-Drepeats). Each repeat's figure is cut from the run's simulation.log over the"
            + " window the simulation timed for that repeat (its first request sent to its last answer received);"
            + " CV = sample standard deviation / mean; a row whose CV exceeds %.0f %% is marked \"%s\", the CV"
            + " above which the gate holds a metric that needs a consistent spread advisory by default. A repeat's p95"
            + " is the nearest-rank 95th percentile of its answers, OK and KO as in the report (exact, where the"
            + " report estimates). The row's metrics are the medians, and carry the CV as cvPct, from which the gate"
            + " derives its threshold.", RepeatStats.INCONSISTENT_CV_PERCENT, INCONSISTENT);

    /** One row of a section with its repeats. */
    record Line(String row, RepeatStats stats) {
    }

    /**
     * One figure of a section's rows across their repeats.
     *
     * @param name what each repeat's value is, with its unit: "Throughput (OK/s)"
     */
    record Figure(String name, List<Line> lines) {
    }

    private RepeatBlocks() {
    }

    /** The figure of each row that has one across repeats (stats not null), labelled. */
    static <T> Figure figure(String name, List<T> rows, Function<T, String> label, Function<T, RepeatStats> stats) {
        return new Figure(name, rows.stream().filter(row -> stats.apply(row) != null)
                .map(row -> new Line(label.apply(row), stats.apply(row))).toList());
    }

    /** The figures in order, each with the rows that were repeated; nothing when none was. */
    static List<Block> of(Figure... figures) {
        List<Figure> repeated = Arrays.stream(figures).filter(figure -> !figure.lines().isEmpty()).toList();
        if (repeated.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Paragraph(METHOD));
        for (Figure figure : repeated) {
            List<Line> lines = figure.lines();
            List<String> inconsistent = lines.stream().filter(line -> line.stats().inconsistent())
                    .map(line -> line.row() + " (CV " + Format.decimal(line.stats().cvPct(), 1) + " %)").toList();
            if (!inconsistent.isEmpty()) {
                blocks.add(new Block.Warning(inconsistent.size() + " of " + lines.size() + " row(s) INCONSISTENT across"
                        + " repeats: " + String.join(", ", inconsistent) + ". Their " + figure.name() + " repeats"
                        + " disagree by more than " + Format.decimal(RepeatStats.INCONSISTENT_CV_PERCENT, 0)
                        + " %: read the median with care."));
            }
            blocks.add(new Block.Grid(table(figure.name(), lines)));
        }
        return blocks;
    }

    static Table table(String figure, List<Line> lines) {
        List<List<Cell>> rows = new ArrayList<>();
        for (Line line : lines) {
            RepeatStats stats = line.stats();
            rows.add(List.of(Cell.of(line.row()), Cell.of(Integer.toString(stats.count())),
                    Cell.of(stats.values().stream().map(value -> Format.decimal(value, 1)).collect(Collectors.joining(", "))),
                    Cell.of(Format.decimal(stats.median(), 1)),
                    Cell.of(Format.decimal(stats.min(), 1) + " \u2013 " + Format.decimal(stats.max(), 1)),
                    Cell.of(Format.decimal(stats.cvPct(), 1) + " %"),
                    stats.inconsistent() ? Cell.alert(INCONSISTENT) : Cell.of(CONSISTENT)));
        }
        return new Table(List.of("Row", "Repeats", figure + ", each repeat", "Median", "Min \u2013 max", "CV",
                "Consistency"), rows);
    }
}
