package loadlab.reports.comparison;

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
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.summary.Environment;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * Compares B with A pair by pair and says whether the comparison passes. Every metric of kind
 * THROUGHPUT, P95, CPU_COST and INFO is compared (except {@code sidebyside.*}, which compares targets
 * within one side's run) over the pairs its simulation was run for ({@link ComparisonRows}), all gated metrics
 * of the comparison judged as one family ({@link ComparisonRules}); KO counts and the insert books are added up
 * per side instead ({@link ComparisonTotal}).
 * <p>
 * It fails closed: it fails on a gated WORSE, on a gated metric the planned pairs could not judge (missing
 * on a side, a pair without it; unless inconclusive ones are allowed), on a run that still failed when
 * its pair was run again, on a run of B whose assertions failed, on more KOs or unbalanced books on B, on
 * a comparison that did not end, and on one that compared nothing.
 */
public final class ComparisonJudge {
    private static final Set<MetricKind> TOTALLED = EnumSet.of(MetricKind.FAILURES, MetricKind.RECONCILIATION);
    private static final String NOT_COMPARED = "sidebyside.";
    private final ComparisonThresholds thresholds;
    private final boolean allowInconclusive;

    public ComparisonJudge(ComparisonThresholds thresholds, boolean allowInconclusive) {
        this.thresholds = thresholds;
        this.allowInconclusive = allowInconclusive;
    }

    /**
     * The newest comparison under the results root, compared by the settings it was registered with
     * ({@link JudgeSettings#registered}); empty when there is none.
     */
    public static Optional<ComparisonSection> newest(Path resultsRoot, Environment environment, JudgeSettings given) {
        ComparisonRecords records = ComparisonRecords.under(resultsRoot);
        return records.newest().map(record -> {
            JudgeSettings settings = JudgeSettings.registered(record, given);
            return new ComparisonJudge(settings.thresholds(), settings.allowInconclusive())
                    .compare(record, ComparisonFigures.read(records, record, environment));
        });
    }

    public ComparisonSection compare(ComparisonRecord record, ComparisonFigures figures) {
        Map<RoundSide, Map<String, Metric>> index = new LinkedHashMap<>();
        figures.figures().forEach((key, metrics) -> index.put(key, metrics.stream()
                .collect(Collectors.toMap(Metric::id, Function.identity(), (first, second) -> first, LinkedHashMap::new))));
        List<String> failures = new ArrayList<>();
        List<String> notes = new ArrayList<>(figures.notes());
        Map<String, List<Metric>> experiments = experiments(index);
        ComparisonRows gather = new ComparisonRows(thresholds, index, record.pairs());
        List<MetricPairs> compared = new ArrayList<>();
        Map<String, List<ComparisonTotal>> totals = new LinkedHashMap<>();
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
        ComparisonRules rules = new ComparisonRules(thresholds, new SequentialPlan(record.pairs()));
        Map<String, ComparisonRow> judged = rules.judge(compared).stream()
                .collect(Collectors.toMap(ComparisonRow::metric, Function.identity()));
        List<ComparedExperiment> result = new ArrayList<>();
        experiments.forEach((name, metrics) -> {
            List<ComparisonRow> rows = metrics.stream().map(Metric::id).filter(judged::containsKey).map(judged::get).toList();
            result.add(new ComparedExperiment(name, ComparisonSentence.answer(name, rows), rows, totals.get(name), List.of()));
        });
        List<ComparisonRow> rows = result.stream().flatMap(experiment -> experiment.rows().stream()).toList();
        // A run that failed comes first: it is why the metrics after it could not be judged.
        failedRuns(record, failures);
        rows.stream().filter(ComparisonRow::fails).forEach(row -> failures.add(row.metric() + " is WORSE: " + row.why()));
        rows.stream().filter(ComparisonRow::isUnjudged).forEach(row -> (allowInconclusive ? notes : failures).add(row.metric()
                + " was not judged at its planned pairs (" + row.unjudged() + ")"
                + (allowInconclusive ? "; allowed by comparison.allowInconclusive" : "")));
        result.forEach(experiment -> experiment.totals().stream().filter(ComparisonTotal::alert)
                .forEach(total -> failures.add(ComparisonTable.total(total))));
        if (record.isRunning()) {
            failures.add(0, "the comparison has not ended (still running, or cut short): "
                    + measuredPairs(record) + " of its " + record.allPairs() + " pairs measured");
        }
        if (rows.stream().noneMatch(row -> row.ratio() != null)) {
            failures.add("nothing was compared: no metric had a figure on both sides of a pair");
        }
        List<String> secondLook = record.secondLook() == null && failures.isEmpty()
                ? rows.stream().filter(rules::callsForASecondLook).map(ComparisonRow::metric).toList() : List.of();
        return new ComparisonSection(record.startEpochMillis(), record.endEpochMillis(), record.profile(), record.simulations(),
                record.a(), record.b(), record.pairs(), measuredPairs(record), record.secondLook(),
                record.runs().stream().filter(run -> run.status() != RoundRun.Status.PASSED).toList(), thresholds,
                allowInconclusive, result, failures, notes, secondLook);
    }

    /** The metrics of every round and side, grouped by experiment in the order the summary lists them. */
    private static Map<String, List<Metric>> experiments(Map<RoundSide, Map<String, Metric>> index) {
        Map<String, List<Metric>> experiments = new LinkedHashMap<>();
        index.values().forEach(metrics -> metrics.values().forEach(metric -> {
            if (!metric.id().startsWith(NOT_COMPARED) && !metric.id().startsWith(ComparisonSection.METRIC_PREFIX)) {
                List<Metric> ofExperiment = experiments.computeIfAbsent(experiment(metric.id()), name -> new ArrayList<>());
                if (ofExperiment.stream().noneMatch(seen -> seen.id().equals(metric.id()))) {
                    ofExperiment.add(metric);
                }
            }
        }));
        return experiments;
    }

    /** The pairs the metric's simulation was called for; the planned ones for a metric of no known simulation. */
    private static int pairsOf(ComparisonRecord record, String metricId) {
        return ComparisonRecord.measurementOf(metricId).map(record::pairsOf).orElse(record.pairs());
    }

    /**
     * A run that still failed at its last attempt fails the comparison whatever else is allowed: a server
     * that does not survive its plan is not an inconclusive measurement. So does a run on either side whose
     * assertions failed: the pair was run again for it, and a baseline that breaks the plan twice cannot be
     * compared against.
     */
    private static void failedRuns(ComparisonRecord record, List<String> failures) {
        for (int round = 1; round <= record.allRounds(); round++) {
            for (ComparisonSide.Label side : ComparisonRecord.order(round)) {
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
    static int measuredPairs(ComparisonRecord record) {
        int measured = 0;
        for (int pair = 1; pair <= record.allPairs(); pair++) {
            int p = pair;
            boolean whole = record.simulations().stream().filter(simulation -> record.pairsOf(simulation) >= p)
                    .allMatch(simulation -> List.of(2 * p - 1, 2 * p).stream().allMatch(round -> List.of(ComparisonSide.Label.A,
                            ComparisonSide.Label.B).stream().allMatch(side -> record.lastRun(round, side, simulation)
                                    .map(RoundRun::measured).orElse(false))));
            if (whole) {
                measured++;
            }
        }
        return measured;
    }

    /** A KO count summed, or books counted balanced, over every round each side was measured in. */
    private static ComparisonTotal total(Metric metric, int rounds, Map<RoundSide, Map<String, Metric>> index) {
        double[] sums = new double[2];
        int[] counted = new int[2];
        for (int round = 1; round <= rounds; round++) {
            for (ComparisonSide.Label side : ComparisonSide.Label.values()) {
                Metric figure = index.getOrDefault(new RoundSide(round, side), Map.of()).get(metric.id());
                if (figure != null) {
                    sums[side.ordinal()] += figure.value();
                    counted[side.ordinal()]++;
                }
            }
        }
        return new ComparisonTotal(metric.id(), metric.kind(), sums[0], counted[0], sums[1], counted[1]);
    }

    /** "hello" of "hello.closed-close.p95_ms". */
    static String experiment(String metricId) {
        int dot = metricId.indexOf('.');
        return dot < 0 ? metricId : metricId.substring(0, dot);
    }
}
