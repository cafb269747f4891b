package loadlab.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import loadlab.reports.summary.InjectionRow;
import loadlab.reports.summary.RunListing;

/**
 * Under the run table, how each population of the runs shown started against its injection profile: a
 * warning for each run whose injector fell behind a plan that spreads its starts over time, and the figures
 * of every population, folded. Nothing for a summary whose runs were not timed.
 */
final class InjectionBlocks {
    static final String HEADING = "Injection: each population's starts against its plan";

    private InjectionBlocks() {
    }

    static List<Block> of(List<RunListing> runs) {
        List<RunListing> timed = runs.stream().filter(run -> run.used() && !run.injection().isEmpty()).toList();
        List<Block> blocks = new ArrayList<>();
        if (timed.isEmpty()) {
            return blocks;
        }
        blocks.add(new Block.Heading(3, HEADING));
        for (RunListing run : timed) {
            run.injection().stream().filter(row -> Boolean.TRUE.equals(row.behind())).forEach(row -> blocks.add(
                    new Block.Warning("Run " + run.runId() + ", " + row.population() + ": " + row.verdict() + ".")));
        }
        if (timed.stream().noneMatch(RunListing::injectorBehind)) {
            blocks.add(new Block.Paragraph("Every population of the runs shown whose plan spreads its starts over time"
                    + " started its users on time."));
        }
        List<Block> detail = new ArrayList<>();
        detail.add(new Block.Paragraph("The lab replays each population's injection profile (Gatling's own arithmetic)"
                + " and notes when each user's first action ran, to the microsecond; lag is how much later than planned,"
                + " the plan anchored at the earliest user. A profile that spreads its starts (a rate, a ramp) and whose"
                + " lag passed the run's limit (-DinjectionLagMs) at the 99th percentile did not offer the server its"
                + " plan, and the rows it ran say they were bound by the injector. Users started all at once have no"
                + " schedule to keep: their lag is how long the injector took to start them. A closed profile keeps a"
                + " concurrency, so its users have no planned start."));
        detail.add(new Block.Grid(table(timed)));
        blocks.add(new Block.Details("Every population", detail));
        return blocks;
    }

    static Table table(List<RunListing> runs) {
        List<List<Cell>> rows = new ArrayList<>();
        for (RunListing run : runs) {
            for (InjectionRow row : run.injection()) {
                String lag = row.lagP99Ms() == null ? "-" : String.format(Locale.ROOT, "%.2f / %.2f / %.1f",
                        row.lagP50Ms(), row.lagP99Ms(), row.lagMaxMs());
                rows.add(List.of(Cell.link(run.runId(), Href.report(run.runId())), Cell.of(row.population()),
                        Cell.of(row.model() + ": " + row.plan()),
                        Cell.of(row.planned() == 0 ? Long.toString(row.started()) : row.started() + " of " + row.planned()),
                        Boolean.TRUE.equals(row.behind()) ? Cell.alert(lag) : Cell.of(lag),
                        Cell.of(row.behind() == null ? "no verdict" : row.behind() ? "fell behind" : "kept its plan")));
            }
        }
        return new Table(List.of("Run", "Population", "Plan", "Users started", "Lag p50 / p99 / max (ms)", "Injector"),
                rows);
    }
}
