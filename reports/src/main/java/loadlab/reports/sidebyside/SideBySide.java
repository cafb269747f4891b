package loadlab.reports.sidebyside;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import loadlab.record.targets.TargetSet;
import loadlab.reports.summary.CatalogEntry;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * The targets of the newest {@code -Dtargets} set side by side. Each target's runs are those whose
 * record names it (setting {@code target}) and that started within the set's span; of those, each
 * experiment uses the newest run, as its single-run section would (hello: of each variant; transports:
 * of each framing). Multiples divide a target's figure by the baseline's: the first target in the
 * set's order that has the figure (normally {@link #baseline()}). Shown only when runs of two or more
 * targets were found.
 *
 * @param setStartEpochMillis when the set started (it names its file)
 * @param setEndEpochMillis   when its last run ended; 0 while it is still running
 * @param baseline            the set's first target
 * @param targets             the set's targets in its order: runs and each planned simulation's outcome
 * @param transports          null when no target has a transports run; likewise insert and hello
 * @param notes               runs within the span left out (no target setting, or a target outside the set)
 */
public record SideBySide(
        long setStartEpochMillis,
        long setEndEpochMillis,
        String profile,
        List<String> simulations,
        String baseline,
        List<TargetColumn> targets,
        TransportsSideBySide transports,
        InsertSideBySide insert,
        HelloSideBySide hello,
        List<String> notes) {

    public SideBySide {
        simulations = List.copyOf(simulations);
        targets = List.copyOf(targets);
        notes = List.copyOf(notes);
    }

    /** The set side by side; empty when fewer than two of its targets have a run within its span. */
    public static Optional<SideBySide> of(TargetSet set, List<CatalogEntry> entries) {
        SetRuns runs = SetRuns.of(set, entries);
        if (runs.targetsWithRuns() < 2) {
            return Optional.empty();
        }
        List<TargetColumn> columns = runs.columns();
        SetExperiments experiments = new SetExperiments(runs, columns);
        return Optional.of(new SideBySide(set.startEpochMillis(), set.endEpochMillis(), set.profile(), set.simulations(),
                set.names().get(0), columns, experiments.transports(), experiments.insert(), experiments.hello(),
                runs.notes()));
    }

    /** Every sentence, in the page's order: transports, insert, hello (one per variant). */
    public List<String> answers() {
        return experiments().flatMap(experiment -> experiment.answers().stream()).toList();
    }

    /** Every multiple, in the page's order. */
    public List<Comparison> comparisons() {
        return experiments().flatMap(experiment -> experiment.comparisons().stream()).toList();
    }

    /** The experiments the set has figures of, in the page's order. */
    private Stream<ExperimentSideBySide> experiments() {
        return Stream.<ExperimentSideBySide>of(transports, insert, hello).filter(Objects::nonNull);
    }

    /**
     * Every multiple as an INFO metric (reported with its delta, never gated), unit "x":
     * {@code sidebyside.<target>.<experiment>.<item>.<figure>_vs_<baseline target or transport>}, e.g.
     * {@code sidebyside.node.hello.closed-close.throughput_vs_reference},
     * {@code sidebyside.reference.transports.ws.x500.total_time_vs_ajax}.
     */
    public List<Metric> metrics() {
        return comparisons().stream()
                .map(comparison -> new Metric("sidebyside." + Metric.slug(comparison.target()) + "."
                        + comparison.experiment() + "." + comparison.item() + "." + comparison.figure() + "_vs_"
                        + Metric.slug(comparison.versus()), comparison.ratio(), "x", MetricKind.INFO))
                .toList();
    }
}
