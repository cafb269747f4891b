package loadlab.reports.ab;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import loadlab.record.ab.AbRecord;
import loadlab.record.ab.AbRecords;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.record.gatling.GatlingRunReader;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.RunCatalog;
import loadlab.reports.summary.SummaryBuilder;

/**
 * Each round and side's metrics, as the summary of its own results folder gives them.
 *
 * @param figures the metrics of each round and side that has any measured run
 * @param notes   round folders that had measured runs on record but no readable run of them
 */
public record AbFigures(Map<RoundSide, List<Metric>> figures, List<String> notes) {

    public AbFigures {
        figures = Map.copyOf(figures);
        notes = List.copyOf(notes);
    }

    /**
     * Summarises every round and side's folder on its own (the confirmation rounds' too), with the runs
     * the record says were measured ({@link RoundRun#measured()}): a FAILED run's partial log, if any, is left out.
     */
    public static AbFigures read(AbRecords records, AbRecord record, Environment environment) {
        Map<RoundSide, List<Metric>> figures = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        for (int round = 1; round <= record.allRounds(); round++) {
            for (AbSide.Label side : AbRecord.order(round)) {
                RoundSide key = new RoundSide(round, side);
                Set<String> measured = record.runs().stream()
                        .filter(run -> run.round() == key.round() && run.side() == key.side() && run.measured())
                        .map(RoundRun::simulation).collect(Collectors.toSet());
                if (measured.isEmpty()) {
                    continue;
                }
                Path folder = records.runFolder(record, round, side);
                RunCatalog catalog = RunCatalog.scan(folder, new GatlingRunReader())
                        .only(entry -> measured.contains(entry.run().simulation()));
                if (catalog.entries().isEmpty()) {
                    notes.add("Round " + round + " " + side + ": no readable run of " + String.join(", ", measured.stream()
                            .sorted().toList()) + " in " + folder.getFileName() + ", so the side is not measured.");
                    continue;
                }
                figures.put(key, new SummaryBuilder().build(catalog, environment).metrics());
            }
        }
        return new AbFigures(figures, notes);
    }
}
