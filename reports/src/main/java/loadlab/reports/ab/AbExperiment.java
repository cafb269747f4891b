package loadlab.reports.ab;

import java.util.List;

/**
 * The metrics of one experiment (the metric ids' first part: transports, insert, hello) compared.
 *
 * @param answer one sentence: the verdict that matters most, with its figures ({@link AbSentence})
 * @param totals the KO counts and books of each side
 * @param notes  metrics only one side produced
 */
public record AbExperiment(String name, String answer, List<AbRow> rows, List<AbTotal> totals, List<String> notes) {

    public AbExperiment {
        rows = List.copyOf(rows);
        totals = List.copyOf(totals);
        notes = List.copyOf(notes);
    }
}
