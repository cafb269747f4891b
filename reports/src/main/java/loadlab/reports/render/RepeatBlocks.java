package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import loadlab.reports.repeat.RepeatStats;

/**
 * A section's rows across their repeats (-Drepeats), right after the section's table: each repeat's
 * figure, the median, min-max and CV, and a warning naming the inconsistent rows. Nothing for a run
 * without repeats, so a single run's page is as it was.
 */
final class RepeatBlocks {
    static final String INCONSISTENT = "inconsistent";
    static final String CONSISTENT = "consistent";
    static final String METHOD = String.format(Locale.ROOT, "Repeats: each row's population ran several times in a"
            + " row in the same run (-Drepeats). Each repeat's figure is cut from the run's simulation.log over the"
            + " window the simulation timed for that repeat (its first request sent to its last answer received);"
            + " CV = sample standard deviation / mean; a row whose CV exceeds %.0f %% is marked \"%s\". The row's"
            + " metric is the median, and carries the CV as cvPct, from which the gate derives its threshold.",
            RepeatStats.INCONSISTENT_CV_PERCENT, INCONSISTENT);

    /** One row of a section with its repeats. */
    record Line(String row, RepeatStats stats) {
    }

    private RepeatBlocks() {
    }

    /** @param figure what each repeat's value is, with its unit: "Throughput (OK/s)" */
    static List<Block> of(String figure, List<Line> lines) {
        if (lines.isEmpty()) {
            return List.of();
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Block.Paragraph(METHOD));
        List<String> inconsistent = lines.stream().filter(line -> line.stats().inconsistent())
                .map(line -> line.row() + " (CV " + Format.decimal(line.stats().cvPct(), 1) + " %)").toList();
        if (!inconsistent.isEmpty()) {
            blocks.add(new Block.Warning(inconsistent.size() + " of " + lines.size() + " row(s) INCONSISTENT across"
                    + " repeats: " + String.join(", ", inconsistent) + ". Their repeats disagree by more than "
                    + Format.decimal(RepeatStats.INCONSISTENT_CV_PERCENT, 0) + " %: read the median with care."));
        }
        blocks.add(new Block.Grid(table(figure, lines)));
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
