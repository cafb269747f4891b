package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import loadlab.reports.summary.Conventions;
import loadlab.reports.summary.CrossCheckSection;
import loadlab.reports.summary.HelloRow;
import loadlab.reports.summary.HelloSection;

/**
 * Hello side by side: per variant, each target's row from its newest run that drove the variant, with
 * the cross-check that run recorded; each other target's figures as multiples of the baseline's (the
 * first target in the set's order that measured the variant), and one sentence per variant
 * ({@link HelloSentence}).
 *
 * @param rows        by variant, then in the set's order of targets
 * @param comparisons each other target's rate, server CPU per request and cross-check rate over the baseline's
 * @param answers     one sentence per variant
 * @param absent      targets without any hello figure, and why
 */
public record HelloSideBySide(List<HelloTarget> rows, List<Comparison> comparisons, List<String> answers,
        List<Absent> absent) implements ExperimentSideBySide {

    public HelloSideBySide {
        rows = List.copyOf(rows);
        comparisons = List.copyOf(comparisons);
        answers = List.copyOf(answers);
        absent = List.copyOf(absent);
    }

    /** Null when no target of the set has a hello run. */
    static HelloSideBySide of(SetRuns runs, List<TargetColumn> columns, Conventions conventions) {
        String simulation = conventions.helloSimulation();
        PerTarget<HelloTarget> perTarget = PerTarget.of(runs, columns, simulation, (column, entries) -> {
            HelloSection section = HelloSection.of(entries, conventions);
            CrossCheckSection checks = CrossCheckSection.of(section, entries);
            List<HelloTarget> targetRows = new ArrayList<>();
            for (int i = 0; i < section.rows().size(); i++) {
                targetRows.add(new HelloTarget(column.name(), section.rows().get(i), checks.rows().get(i)));
            }
            return targetRows;
        });
        List<HelloTarget> rows = new ArrayList<>(perTarget.figures());
        List<Absent> absent = perTarget.absent();
        if (rows.isEmpty()) {
            return null;
        }
        rows.sort(Comparator.comparing((HelloTarget row) -> row.row().variant()));
        Map<String, List<HelloTarget>> byVariant = new TreeMap<>();
        rows.forEach(row -> byVariant.computeIfAbsent(row.row().variant(), variant -> new ArrayList<>()).add(row));
        List<Comparison> comparisons = new ArrayList<>();
        List<String> answers = new ArrayList<>();
        List<String> tail = Sentences.tail(columns, simulation,
                rows.stream().map(HelloTarget::target).collect(Collectors.toSet()), absent);
        byVariant.forEach((variant, measured) -> answers.add(HelloSentence.of(measured, tail, comparisons)));
        return new HelloSideBySide(rows, comparisons, answers, absent);
    }

    /** "new connection per request", "keep-alive", "open model, keep-alive". */
    static String label(HelloRow row) {
        String connections = switch (row.keepAlive()) {
            case "keepalive" -> "keep-alive";
            case "close" -> "new connection per request";
            default -> "connections unknown";
        };
        return row.model().equals("closed") ? connections : row.model() + " model, " + connections;
    }
}
