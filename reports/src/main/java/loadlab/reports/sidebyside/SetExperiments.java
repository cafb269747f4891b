package loadlab.reports.sidebyside;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.names.RunNames;
import loadlab.reports.summary.CrossCheckSection;
import loadlab.reports.summary.HelloSection;
import loadlab.reports.summary.InsertSection;
import loadlab.reports.summary.InsertStepRow;
import loadlab.reports.summary.TransportsSection;

/**
 * Each experiment side by side, from the runs of one set: what every target that ran it gave, each other
 * target's figures as multiples of the baseline's, and the sentences. Each is null when no target of
 * the set ran the experiment.
 */
final class SetExperiments {
    private final SetRuns runs;
    private final List<TargetColumn> columns;

    SetExperiments(SetRuns runs, List<TargetColumn> columns) {
        this.runs = runs;
        this.columns = columns;
    }

    /** Each target's newest run of each framing; one sentence comparing the transports on each target. */
    TransportsSideBySide transports() {
        String simulation = RunNames.TRANSPORTS_SIMULATION;
        PerTarget<TransportsTarget> perTarget = PerTarget.of(runs, columns, simulation,
                (column, entries) -> List.of(new TransportsTarget(column.name(), TransportsSection.of(entries))));
        List<TransportsTarget> targets = perTarget.figures();
        if (targets.isEmpty()) {
            return null;
        }
        List<Comparison> comparisons = new ArrayList<>(TransportsSideBySide.acrossTargets(targets));
        String answer = TransportsSentence.of(targets, tail(simulation, perTarget, TransportsTarget::target),
                RunNames.AJAX, comparisons);
        return new TransportsSideBySide(targets, comparisons, List.of(answer), perTarget.absent());
    }

    /** Each target's newest insert run, and every concurrency step any of them ran. */
    InsertSideBySide insert() {
        String simulation = RunNames.INSERT_SIMULATION;
        PerTarget<InsertTarget> perTarget = PerTarget.of(runs, columns, simulation,
                (column, entries) -> List.of(new InsertTarget(column.name(),
                        InsertSection.of(entries.get(entries.size() - 1)))));
        List<InsertTarget> targets = perTarget.figures();
        if (targets.isEmpty()) {
            return null;
        }
        TreeSet<Integer> concurrencies = new TreeSet<>();
        targets.forEach(target -> target.section().steps().stream().map(InsertStepRow::concurrency)
                .filter(Objects::nonNull).forEach(concurrencies::add));
        List<Comparison> comparisons = new ArrayList<>();
        String answer = InsertSentence.of(targets, tail(simulation, perTarget, InsertTarget::target), comparisons);
        return new InsertSideBySide(targets, List.copyOf(concurrencies), comparisons, List.of(answer), perTarget.absent());
    }

    /** Per variant, each target's row from its newest run that drove it, with that run's cross-check. */
    HelloSideBySide hello() {
        String simulation = RunNames.HELLO_SIMULATION;
        PerTarget<HelloTarget> perTarget = PerTarget.of(runs, columns, simulation, (column, entries) -> {
            HelloSection section = HelloSection.of(entries);
            CrossCheckSection checks = CrossCheckSection.of(section, entries);
            List<HelloTarget> targetRows = new ArrayList<>();
            for (int i = 0; i < section.rows().size(); i++) {
                targetRows.add(new HelloTarget(column.name(), section.rows().get(i), checks.rows().get(i)));
            }
            return targetRows;
        });
        List<HelloTarget> rows = new ArrayList<>(perTarget.figures());
        if (rows.isEmpty()) {
            return null;
        }
        rows.sort(Comparator.comparing((HelloTarget row) -> row.row().variant()));
        Map<String, List<HelloTarget>> byVariant = new TreeMap<>();
        rows.forEach(row -> byVariant.computeIfAbsent(row.row().variant(), variant -> new ArrayList<>()).add(row));
        List<Comparison> comparisons = new ArrayList<>();
        List<String> answers = new ArrayList<>();
        List<String> tail = tail(simulation, perTarget, HelloTarget::target);
        byVariant.forEach((variant, measured) -> answers.add(HelloSentence.of(measured, tail, comparisons)));
        return new HelloSideBySide(rows, comparisons, answers, perTarget.absent());
    }

    /** What each sentence adds after its multiples ({@link Sentences#tail}). */
    private <T> List<String> tail(String simulation, PerTarget<T> perTarget, Function<T, String> target) {
        return Sentences.tail(columns, simulation, perTarget.figures().stream().map(target).collect(Collectors.toSet()),
                perTarget.absent());
    }
}
