package loadlab.reports.ab;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
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
 * Compares B with A pair by pair and says whether the comparison passes. Every metric of kind
 * THROUGHPUT, P95, CPU_COST and INFO is compared (except {@code sidebyside.*}, which compares targets
 * within one side's run) over the pairs its simulation was run for ({@link AbRows}), all gated metrics
 * of the comparison judged as one family ({@link AbRules}); KO counts and the insert books are added up
 * per side instead ({@link AbTotal}).
 * <p>
 * It fails closed: it fails on a gated WORSE, on a gated metric the planned pairs could not judge (missing
 * on a side, a pair without it; unless inconclusive ones are allowed), on a run that still failed when
 * its pair was run again, on a run of B whose assertions failed, on more KOs or unbalanced books on B, on
 * a comparison that did not end, and on one that compared nothing.
 */
public final class AbComparison {
    private static final Set<MetricKind> TOTALLED = EnumSet.of(MetricKind.FAILURES, MetricKind.RECONCILIATION);
    private static final String NOT_COMPARED = "sidebyside.";
    private final AbThresholds thresholds;
    private final boolean allowInconclusive;

    public AbComparison(AbThresholds thresholds, boolean allowInconclusive) {
        this.thresholds = thresholds;
        this.allowInconclusive = allowInconclusive;
    }

    /** The newest comparison under the results root, compared; empty when there is none. */
    public static Optional<AbSection> newest(Path resultsRoot, Environment environment, AbThresholds thresholds,
            boolean allowInconclusive) {
        AbRecords records = AbRecords.under(resultsRoot);
        return records.newest().map(record -> new AbComparison(thresholds, allowInconclusive)
                .compare(record, AbFigures.read(records, record, environment)));
    }

    public AbSection compare(AbRecord record, AbFigures figures) {
        Map<RoundSide, Map<String, Metric>> index = new LinkedHashMap<>();
        figures.figures().forEach((key, metrics) -> index.put(key, metrics.stream()
                .collect(Collectors.toMap(Metric::id, Function.identity(), (first, second) -> first, LinkedHashMap::new))));
        List<String> failures = new ArrayList<>();
        List<String> notes = new ArrayList<>(figures.notes());
        Map<String, List<Metric>> experiments = experiments(index);
        AbRows gather = new AbRows(thresholds, index, record.pairs());
        List<MetricPairs> compared = new ArrayList<>();
        Map<String, List<AbTotal>> totals = new LinkedHashMap<>();
        experiments.forEach((name, metrics) -> {
            totals.put(name, new ArrayList<>());
            for (Metric metric : metrics) {
                if (TOTALLED.contains(metric.kind())) {
                    totals.get(name).add(total(metric, record.allRounds(), index));
                } else {
                    compared.add(gather.of(metric, pairsOf(record, metric.id())));
                }
            }
        });
        AbRules rules = new AbRules(thresholds, new SequentialPlan(record.pairs()));
        Map<String, AbRow> judged = rules.judge(compared).stream()
                .collect(Collectors.toMap(AbRow::metric, Function.identity()));
        List<AbExperiment> result = new ArrayList<>();
        experiments.forEach((name, metrics) -> {
            List<AbRow> rows = metrics.stream().map(Metric::id).filter(judged::containsKey).map(judged::get).toList();
            result.add(new AbExperiment(name, AbSentence.answer(name, rows), rows, totals.get(name), List.of()));
        });
        List<AbRow> rows = result.stream().flatMap(experiment -> experiment.rows().stream()).toList();
        // A run that failed comes first: it is why the metrics after it could not be judged.
        failedRuns(record, failures);
        rows.stream().filter(AbRow::fails).forEach(row -> failures.add(row.metric() + " is WORSE: " + row.why()));
        rows.stream().filter(AbRow::isUnjudged).forEach(row -> (allowInconclusive ? notes : failures).add(row.metric()
                + " was not judged at its planned pairs (" + row.unjudged() + ")"
                + (allowInconclusive ? "; allowed by ab.allowInconclusive" : "")));
        result.forEach(experiment -> experiment.totals().stream().filter(AbTotal::alert)
                .forEach(total -> failures.add(AbTable.total(total))));
        if (record.isRunning()) {
            failures.add(0, "the comparison has not ended (still running, or cut short): "
                    + measuredPairs(record) + " of its " + record.allPairs() + " pairs measured");
        }
        if (rows.stream().noneMatch(row -> row.ratio() != null)) {
            failures.add("nothing was compared: no metric had a figure on both sides of a pair");
        }
        List<String> secondLook = record.secondLook() == null && failures.isEmpty()
                ? rows.stream().filter(rules::callsForASecondLook).map(AbRow::metric).toList() : List.of();
        return new AbSection(record.startEpochMillis(), record.endEpochMillis(), record.profile(), record.simulations(),
                record.a(), record.b(), record.pairs(), measuredPairs(record), record.secondLook(),
                record.runs().stream().filter(run -> run.status() != RoundRun.Status.PASSED).toList(), thresholds,
                allowInconclusive, result, failures, notes, secondLook);
    }

    /** The metrics of every round and side, grouped by experiment in the order the summary lists them. */
    private static Map<String, List<Metric>> experiments(Map<RoundSide, Map<String, Metric>> index) {
        Map<String, List<Metric>> experiments = new LinkedHashMap<>();
        index.values().forEach(metrics -> metrics.values().forEach(metric -> {
            if (!metric.id().startsWith(NOT_COMPARED) && !metric.id().startsWith(AbSection.METRIC_PREFIX)) {
                List<Metric> ofExperiment = experiments.computeIfAbsent(experiment(metric.id()), name -> new ArrayList<>());
                if (ofExperiment.stream().noneMatch(seen -> seen.id().equals(metric.id()))) {
                    ofExperiment.add(metric);
                }
            }
        }));
        return experiments;
    }

    /** The pairs the metric's simulation was called for; the planned ones for a metric of no known simulation. */
    private static int pairsOf(AbRecord record, String metricId) {
        return AbRecord.measurementOf(metricId).map(record::pairsOf).orElse(record.pairs());
    }

    /**
     * A run that still failed at its last attempt fails the comparison whatever else is allowed: a server
     * that does not survive its plan is not an inconclusive measurement. So does a run on either side whose
     * assertions failed: the pair was run again for it, and a baseline that breaks the plan twice cannot be
     * compared against.
     */
    private static void failedRuns(AbRecord record, List<String> failures) {
        for (int round = 1; round <= record.allRounds(); round++) {
            for (AbSide.Label side : AbRecord.order(round)) {
                for (String simulation : record.simulations()) {
                    Optional<RoundRun> last = record.lastRun(round, side, simulation);
                    if (last.isEmpty()) {
                        continue;
                    }
                    RoundRun run = last.get();
                    String where = "round " + round + ", " + side + ", " + simulation;
                    if (run.status() == RoundRun.Status.FAILED) {
                        failures.add(where + " FAILED" + (run.attempt() > 1 ? " again when its pair was run again"
                                : "") + ": " + run.reason());
                    } else if (run.status() == RoundRun.Status.ASSERTIONS_FAILED) {
                        failures.add(where + ": " + run.reason() + (run.attempt() > 1
                                ? " again when its pair was run again" : ""));
                    }
                }
            }
        }
    }

    /** The pairs with every simulation's last attempts measured on both sides, up to the longest look. */
    static int measuredPairs(AbRecord record) {
        int measured = 0;
        for (int pair = 1; pair <= record.allPairs(); pair++) {
            int p = pair;
            boolean whole = record.simulations().stream().filter(simulation -> record.pairsOf(simulation) >= p)
                    .allMatch(simulation -> List.of(2 * p - 1, 2 * p).stream().allMatch(round -> List.of(AbSide.Label.A,
                            AbSide.Label.B).stream().allMatch(side -> record.lastRun(round, side, simulation)
                                    .map(RoundRun::measured).orElse(false))));
            if (whole) {
                measured++;
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
