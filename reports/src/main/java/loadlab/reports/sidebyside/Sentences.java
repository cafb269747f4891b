package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Pieces every side-by-side sentence shares. */
final class Sentences {

    private Sentences() {
    }

    /**
     * What a sentence adds after its multiples, in the set's order: each compared target whose run the set
     * recorded as failed ("node's run FAILED: assertion failed: ..."), then each target without figures and
     * why ("nginx skipped: nginx serves /hello only").
     *
     * @param measured the targets the experiment has figures of
     */
    static List<String> tail(List<TargetColumn> columns, String simulation, Set<String> measured, List<AbsentTarget> absent) {
        List<String> tail = new ArrayList<>();
        for (TargetColumn column : columns) {
            column.outcome(simulation)
                    .filter(outcome -> outcome.status() == TargetOutcome.Status.FAILED && measured.contains(column.name()))
                    .ifPresent(outcome -> tail.add(column.name() + "'s run FAILED: " + outcome.reason()));
        }
        absent.forEach(target -> tail.add(target.sentence()));
        return tail;
    }

    /** "; node's run FAILED: ...; nginx skipped: ..."; "" when there is nothing to add. */
    static String join(List<String> tail) {
        StringBuilder text = new StringBuilder();
        tail.forEach(clause -> text.append("; ").append(clause));
        return text.toString();
    }
}
