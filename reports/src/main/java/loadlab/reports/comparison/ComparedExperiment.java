package loadlab.reports.comparison;

import java.util.List;

/**
 * The metrics of one experiment (the metric ids' first part: transports, insert, hello) compared.
 *
 * @param answer one sentence: the verdict that matters most, with its figures ({@link ComparisonSentence})
 * @param totals the KO counts and books of each side
 * @param notes  metrics only one side produced
 */
public record ComparedExperiment(String name, String answer, List<ComparisonRow> rows, List<ComparisonTotal> totals,
        List<String> notes) {

    public ComparedExperiment {
        rows = List.copyOf(rows);
        totals = List.copyOf(totals);
        notes = List.copyOf(notes);
    }
}
