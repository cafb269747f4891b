package loadlab.reports.comparison;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.InterleavedCheck;
import loadlab.record.comparison.RoundRun;
import loadlab.adapter.run.GatlingRunReader;
import loadlab.record.json.Json;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;
import loadlab.reports.summary.RunCatalog;
import loadlab.reports.summary.SummaryBuilder;

/**
 * Each round and side's metrics, as the summary of its own results folder gives them.
 *
 * @param figures the metrics of each round and side that has any measured run
 * @param notes   measured runs on record with no readable run in their folder
 */
public record ComparisonFigures(Map<RoundSide, List<Metric>> figures, List<String> notes) {

    public ComparisonFigures {
        figures = Map.copyOf(figures);
        notes = List.copyOf(notes);
    }

    /**
     * Summarises every round and side: each simulation's last attempt in that round, from the folder of
     * that attempt, when the record says it was measured ({@link RoundRun#measured()}); a FAILED run's
     * partial log, if any, is left out.
     */
    public static ComparisonFigures read(ComparisonRecords records, ComparisonRecord record, Environment environment) {
        Map<RoundSide, List<Metric>> figures = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        GatlingRunReader reader = new GatlingRunReader();
        for (int round = 1; round <= record.allRounds(); round++) {
            for (ComparisonSide.Label side : ComparisonRecord.order(round)) {
                List<Metric> metrics = new ArrayList<>();
                for (String simulation : record.simulations()) {
                    Optional<RoundRun> run = record.lastRun(round, side, simulation).filter(RoundRun::measured);
                    if (run.isEmpty()) {
                        continue;
                    }
                    if (simulation.equals(ComparisonRecord.INTERLEAVED)) {
                        interleaved(records.interleavedFile(record, round, run.get().attempt()), side, metrics, notes);
                        continue;
                    }
                    Path folder = records.runFolder(record, round, side, run.get().attempt());
                    RunCatalog catalog = RunCatalog.scan(folder, reader)
                            .only(entry -> entry.run().simulation().equals(simulation));
                    if (catalog.entries().isEmpty()) {
                        notes.add("Round " + round + " " + side + ": no readable run of " + simulation + " in "
                                + folder.getFileName() + ", so it is not measured.");
                        continue;
                    }
                    metrics.addAll(new SummaryBuilder().build(catalog, environment).metrics());
                }
                if (!metrics.isEmpty()) {
                    figures.put(new RoundSide(round, side), metrics);
                }
            }
        }
        return new ComparisonFigures(figures, notes);
    }

    /** One side's figures of a round's interleaved cross-check: its server CPU per 1000 OK answers, per variant. */
    private static void interleaved(Path file, ComparisonSide.Label side, List<Metric> metrics, List<String> notes) {
        if (!Files.isRegularFile(file)) {
            notes.add("No interleaved cross-check at " + file.getFileName() + ", so it is not measured.");
            return;
        }
        for (InterleavedCheck.Tool tool : Json.read(file, InterleavedCheck.class).tools()) {
            Double cost = tool.side(side).cpuSecondsPer1000();
            if (cost != null) {
                metrics.add(new Metric("hello." + tool.variant() + ComparisonRecord.INTERLEAVED_METRIC, cost, "s",
                        MetricKind.CPU_COST));
            }
        }
    }
}
