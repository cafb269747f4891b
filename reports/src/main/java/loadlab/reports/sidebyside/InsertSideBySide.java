package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Collectors;
import loadlab.reports.summary.Conventions;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;

/**
 * Insert side by side: each target's newest insert run within the set (steps, reconciliation), the
 * concurrency steps any of them ran, each other target's rate and p99 as multiples of the baseline's at
 * the highest step both ran, and one sentence ({@link InsertSentence}).
 *
 * @param targets       in the set's order, those with an insert run
 * @param concurrencies every step any target ran, ascending (a run without step groups adds none: its
 *                      whole run is one row)
 * @param absent        targets without an insert run, and why
 */
public record InsertSideBySide(List<InsertTarget> targets, List<Integer> concurrencies, List<Comparison> comparisons,
        List<String> answers, List<Absent> absent) implements ExperimentSideBySide {

    public InsertSideBySide {
        targets = List.copyOf(targets);
        concurrencies = List.copyOf(concurrencies);
        comparisons = List.copyOf(comparisons);
        answers = List.copyOf(answers);
        absent = List.copyOf(absent);
    }

    /** Null when no target of the set has an insert run. */
    static InsertSideBySide of(SetRuns runs, List<TargetColumn> columns, Conventions conventions) {
        String simulation = conventions.insertSimulation();
        PerTarget<InsertTarget> perTarget = PerTarget.of(runs, columns, simulation,
                (column, entries) -> List.of(new InsertTarget(column.name(),
                        InsertSection.of(entries.get(entries.size() - 1), conventions))));
        List<InsertTarget> targets = perTarget.figures();
        List<Absent> absent = perTarget.absent();
        if (targets.isEmpty()) {
            return null;
        }
        TreeSet<Integer> concurrencies = new TreeSet<>();
        targets.forEach(target -> target.section().steps().stream().map(InsertStepRow::concurrency)
                .filter(Objects::nonNull).forEach(concurrencies::add));
        List<Comparison> comparisons = new ArrayList<>();
        String answer = InsertSentence.of(targets, Sentences.tail(columns, simulation,
                targets.stream().map(InsertTarget::target).collect(Collectors.toSet()), absent), comparisons);
        return new InsertSideBySide(targets, List.copyOf(concurrencies), comparisons, List.of(answer), absent);
    }

    /** Whether any target's run has no step groups (its whole run is one row). */
    public boolean hasWholeRunRow() {
        return targets.stream().anyMatch(target -> target.section().steps().stream()
                .anyMatch(step -> step.concurrency() == null));
    }
}
