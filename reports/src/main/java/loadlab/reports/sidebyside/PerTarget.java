package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import loadlab.reports.summary.CatalogEntry;

/**
 * One experiment's figures across a set's targets: what each target that ran it gave (in the set's
 * order), and why each other one has none. Every side-by-side section starts from this.
 *
 * @param figures what {@code build} made of each target's runs of the simulation, in order
 * @param absent  the targets without a run of it, and why
 */
record PerTarget<T>(List<T> figures, List<AbsentTarget> absent) {

    static <T> PerTarget<T> of(SetRuns runs, List<TargetColumn> columns, String simulation,
                               BiFunction<TargetColumn, List<CatalogEntry>, List<T>> build) {
        List<T> figures = new ArrayList<>();
        List<AbsentTarget> absent = new ArrayList<>();
        for (TargetColumn column : columns) {
            List<CatalogEntry> entries = runs.runs(column.name(), simulation);
            if (entries.isEmpty()) {
                absent.add(new AbsentTarget(column.name(), column.absence(simulation, runs.set().isRunning())));
            } else {
                figures.addAll(build.apply(column, entries));
            }
        }
        return new PerTarget<>(List.copyOf(figures), List.copyOf(absent));
    }
}
