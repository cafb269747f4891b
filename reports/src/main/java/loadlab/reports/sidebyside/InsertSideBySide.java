package loadlab.reports.sidebyside;

import java.util.List;

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
        List<String> answers, List<AbsentTarget> absent) implements ExperimentSideBySide {

    public InsertSideBySide {
        targets = List.copyOf(targets);
        concurrencies = List.copyOf(concurrencies);
        comparisons = List.copyOf(comparisons);
        answers = List.copyOf(answers);
        absent = List.copyOf(absent);
    }

    /** Whether any target's run has no step groups (its whole run is one row). */
    public boolean hasWholeRunRow() {
        return targets.stream().anyMatch(target -> target.section().steps().stream()
                .anyMatch(step -> step.concurrency() == null));
    }
}
