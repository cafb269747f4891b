package loadlab.reports.ab;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.record.ab.AbRecord;
import loadlab.record.ab.AbRecords;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * Compares B with A round by round. Only rounds where both sides were measured count: within a round
 * the two runs were back to back, so what the shared machine did meanwhile fell on both. Every
 * metric of kind THROUGHPUT, P95, CPU_COST and INFO is compared (except {@code sidebyside.*}, which
 * compares targets within one side's run) as the ratio B / A of each round ({@link AbRows}); KO counts
 * and the insert books are added up per side instead ({@link AbTotal}). Experiments are the metric
 * ids' first part, in the order the summary lists them.
 */
public final class AbComparison {
    private static final Set<MetricKind> TOTALLED = EnumSet.of(MetricKind.FAILURES, MetricKind.RECONCILIATION);
    private static final String NOT_COMPARED = "sidebyside.";
    private final AbThresholds thresholds;

    public AbComparison(AbThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** The newest comparison under the results root, compared; empty when there is none. */
    public static Optional<AbSection> newest(Path resultsRoot, Environment environment,
            AbThresholds thresholds) {
        AbRecords records = AbRecords.under(resultsRoot);
        return records.newest().map(record -> new AbComparison(thresholds)
                .compare(record, AbFigures.read(records, record, environment)));
    }

    public AbSection compare(AbRecord record, AbFigures figures) {
        Map<RoundSide, Map<String, Metric>> index = new LinkedHashMap<>();
        figures.figures().forEach((key, metrics) -> index.put(key, metrics.stream()
                .collect(Collectors.toMap(Metric::id, Function.identity(), (first, second) -> first, LinkedHashMap::new))));
        List<String> notes = new ArrayList<>(figures.notes());
        List<Integer> measured = measuredRounds(1, record.rounds(), index.keySet(), notes);
        List<Integer> confirming = measuredRounds(record.rounds() + 1, record.allRounds(), index.keySet(), notes);
        if (record.isRunning()) {
            notes.add(0, "The comparison has not ended (still running, or cut short): " + measured.size() + " of "
                    + record.rounds() + " planned rounds measured so far" + (record.confirmationRounds() == 0 ? ""
                    : ", " + confirming.size() + " of " + record.confirmationRounds() + " confirmation rounds") + ".");
        }
        AbRows rows = new AbRows(thresholds, index, measured);
        AbRows confirmation = new AbRows(thresholds, index, confirming);
        Map<String, List<Metric>> experiments = new LinkedHashMap<>();
        index.values().forEach(metrics -> metrics.values().forEach(metric -> {
            if (!metric.id().startsWith(NOT_COMPARED) && !metric.id().startsWith(AbSection.METRIC_PREFIX)) {
                List<Metric> ofExperiment = experiments.computeIfAbsent(experiment(metric.id()), name -> new ArrayList<>());
                if (ofExperiment.stream().noneMatch(seen -> seen.id().equals(metric.id()))) {
                    ofExperiment.add(metric);
                }
            }
        }));
        List<AbExperiment> compared = new ArrayList<>();
        experiments.forEach((name, metrics) -> {
            List<AbRow> judged = new ArrayList<>();
            List<String> oneSided = new ArrayList<>();
            List<AbTotal> totals = new ArrayList<>();
            for (Metric metric : metrics) {
                if (TOTALLED.contains(metric.kind())) {
                    totals.add(total(metric, record.allRounds(), index));
                } else {
                    rows.of(metric).map(row -> confirmed(row, record, confirmation, metric))
                            .ifPresentOrElse(judged::add, () -> oneSided.add(rows.oneSided(metric.id())));
                }
            }
            oneSided.removeIf(String::isEmpty);
            compared.add(new AbExperiment(name, AbSentence.answer(name, judged), judged, totals, oneSided));
        });
        return new AbSection(record.startEpochMillis(), record.endEpochMillis(), record.profile(), record.simulations(),
                record.a(), record.b(), record.rounds(), measured.size(),
                record.runs().stream().filter(run -> run.status() != RoundRun.Status.PASSED).toList(), thresholds,
                compared, notes, record.suspects(), confirming.size());
    }

    /**
     * A row the planned rounds found WORSE, judged again on the confirmation rounds when the record ran
     * them for it: WORSE only when they find it WORSE too, else INCONCLUSIVE. A WORSE that was not up for
     * confirmation (a comparison cut short, thresholds changed since) or whose confirmation rounds measured
     * nothing stands.
     */
    private static AbRow confirmed(AbRow row, AbRecord record, AbRows confirmation, Metric metric) {
        if (row.verdict() != AbVerdict.WORSE || !record.suspects().contains(row.metric())) {
            return row;
        }
        String planned = "rounds 1-" + record.rounds();
        String again = "rounds " + (record.rounds() + 1) + "-" + record.allRounds();
        return confirmation.of(metric).map(rounds -> rounds.verdict() == AbVerdict.WORSE
                ? row.confirmedBy(rounds, AbVerdict.WORSE, row.why() + " in " + planned + ", confirmed in " + again + " ("
                        + String.format(Locale.ROOT, "%.3f", rounds.ratio()) + ", " + rounds.why() + ")")
                : row.confirmedBy(rounds, AbVerdict.INCONCLUSIVE, "worse in " + planned + " (" + row.why() + "), not"
                        + " confirmed in " + again + ": " + rounds.verdict().name().toLowerCase(Locale.ROOT)
                        + (rounds.ratio() == null ? "" : String.format(Locale.ROOT, " at %.3f", rounds.ratio())) + ", "
                        + rounds.why()))
                .orElseGet(() -> row.confirmedBy(null, AbVerdict.WORSE, row.why() + " in " + planned + "; the rounds"
                        + " that were to confirm it measured nothing, so it stands"));
    }

    /** The rounds first..last with both sides measured; a note for each round with one side only. */
    private static List<Integer> measuredRounds(int first, int last, Set<RoundSide> summarised, List<String> notes) {
        List<Integer> measured = new ArrayList<>();
        for (int round = first; round <= last; round++) {
            boolean a = summarised.contains(new RoundSide(round, AbSide.Label.A));
            boolean b = summarised.contains(new RoundSide(round, AbSide.Label.B));
            if (a && b) {
                measured.add(round);
            } else if (a || b) {
                notes.add("Round " + round + ": only " + (a ? "A" : "B") + " was measured, so the round is left out of"
                        + " the ratios.");
            } else {
                notes.add("Round " + round + ": neither side was measured.");
            }
        }
        return measured;
    }

    /** A KO count summed, or books counted balanced, over every round each side was measured in. */
    private static AbTotal total(Metric metric, int rounds, Map<RoundSide, Map<String, Metric>> index) {
        double[] sums = new double[2];
        int[] counted = new int[2];
        for (int round = 1; round <= rounds; round++) {
            for (AbSide.Label side : AbSide.Label.values()) {
                Metric figure = index.getOrDefault(new RoundSide(round, side), Map.of()).get(metric.id());
                if (figure != null) {
                    sums[side.ordinal()] += figure.value();
                    counted[side.ordinal()]++;
                }
            }
        }
        return new AbTotal(metric.id(), metric.kind(), sums[0], counted[0], sums[1], counted[1]);
    }

    /** "hello" of "hello.closed-close.p95_ms". */
    static String experiment(String metricId) {
        int dot = metricId.indexOf('.');
        return dot < 0 ? metricId : metricId.substring(0, dot);
    }
}
