package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.reports.summary.CatalogEntry;

/**
 * The runs of a target set, each given to the target its record names ({@link CatalogEntry#target()}),
 * taking only runs that started within the set's span. A run in the span that names no target (an
 * older record, or none) or a target outside the set belongs to no target, and a note says so.
 */
final class SetRuns {
    private final TargetSet set;
    private final Map<String, List<CatalogEntry>> byTarget;
    private final List<String> notes;

    private SetRuns(TargetSet set, Map<String, List<CatalogEntry>> byTarget, List<String> notes) {
        this.set = set;
        this.byTarget = byTarget;
        this.notes = List.copyOf(notes);
    }

    static SetRuns of(TargetSet set, List<CatalogEntry> entries) {
        Map<String, List<CatalogEntry>> byTarget = new LinkedHashMap<>();
        set.names().forEach(name -> byTarget.put(name, new ArrayList<>()));
        List<String> unnamed = new ArrayList<>();
        Map<String, List<String>> strangers = new TreeMap<>();
        entries.stream()
                .filter(entry -> set.spans(entry.run().runStart()))
                .sorted(Comparator.comparingLong(entry -> entry.run().runStart()))
                .forEach(entry -> {
                    String target = entry.target();
                    if (target == null) {
                        unnamed.add(entry.run().runId());
                    } else if (byTarget.containsKey(target)) {
                        byTarget.get(target).add(entry);
                    } else {
                        strangers.computeIfAbsent(target, name -> new ArrayList<>()).add(entry.run().runId());
                    }
                });
        List<String> notes = new ArrayList<>();
        if (!unnamed.isEmpty()) {
            notes.add("Left out of the side-by-side: " + String.join(", ", unnamed) + " started within the set's span"
                    + " but name no target (a record from before the target setting, or none), so its server is unknown.");
        }
        strangers.forEach((target, runs) -> notes.add("Left out of the side-by-side: " + String.join(", ", runs)
                + " name target '" + target + "', which is not in the set " + set.names() + "."));
        return new SetRuns(set, byTarget, notes);
    }

    TargetSet set() {
        return set;
    }

    List<String> notes() {
        return notes;
    }

    /** The target's runs of a simulation within the span, oldest first. */
    List<CatalogEntry> runs(String target, String simulation) {
        return byTarget.getOrDefault(target, List.of()).stream()
                .filter(entry -> entry.run().simulation().equals(simulation))
                .toList();
    }

    /** How many of the set's targets have at least one run. */
    long targetsWithRuns() {
        return byTarget.values().stream().filter(runs -> !runs.isEmpty()).count();
    }

    /** The set's targets in its order, each with its runs and each planned simulation's outcome (the last recorded). */
    List<TargetColumn> columns() {
        List<TargetColumn> columns = new ArrayList<>();
        for (TargetRuns target : set.targets()) {
            List<String> simulations = new ArrayList<>(set.simulations());
            target.outcomes().stream().map(SimulationOutcome::simulation)
                    .filter(simulation -> !simulations.contains(simulation)).distinct().forEach(simulations::add);
            List<TargetOutcome> outcomes = new ArrayList<>();
            for (String simulation : simulations) {
                SimulationOutcome last = null;
                for (SimulationOutcome outcome : target.outcomes()) {
                    if (outcome.simulation().equals(simulation)) {
                        last = outcome;
                    }
                }
                List<String> runIds = runs(target.name(), simulation).stream().map(entry -> entry.run().runId()).toList();
                outcomes.add(last == null ? new TargetOutcome(simulation, TargetOutcome.Status.NOT_RUN, null, runIds)
                        : new TargetOutcome(simulation, TargetOutcome.Status.valueOf(last.status().name()), last.reason(),
                                runIds));
            }
            columns.add(new TargetColumn(target.name(), target.description(),
                    byTarget.get(target.name()).stream().map(entry -> entry.run().runId()).toList(), outcomes));
        }
        return columns;
    }
}
