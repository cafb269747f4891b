package loadlab.reports.comparison;

import java.util.List;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * The newest A/B comparison as the summary shows it: its sides, its pairs and looks, the runs that did
 * not pass, per experiment its metrics compared, and why it fails, if it does.
 *
 * @param pairsPlanned     the first look's pairs
 * @param pairsMeasured    the pairs with every simulation's four runs measured, up to the longest look
 * @param secondLook       what the first look left open and the simulations run again for it, or null
 * @param runsNotPassed    every run whose status is not PASSED, in run order, retried ones included: FAILED
 *                         ones are left out of the figures, ASSERTIONS_FAILED ones are compared
 * @param allowInconclusive true when a metric the planned pairs could not judge does not fail it
 * @param failures         why the comparison fails, one reason each; empty when it passes
 * @param notes            what the reader should know that does not fail it
 * @param secondLookCalledFor the metrics whose first look was beyond their threshold without a verdict,
 *                         when no second look has run yet and nothing failed: the suite's cue to run one
 */
public record ComparisonSection(
        long startEpochMillis,
        long endEpochMillis,
        String profile,
        List<String> simulations,
        ComparisonSide a,
        ComparisonSide b,
        int pairsPlanned,
        int pairsMeasured,
        ComparisonRecord.SecondLook secondLook,
        List<RoundRun> runsNotPassed,
        ComparisonThresholds thresholds,
        boolean allowInconclusive,
        List<ComparedExperiment> experiments,
        List<String> failures,
        List<String> notes,
        List<String> secondLookCalledFor) {

    public static final String METRIC_PREFIX = "comparison.";
    public static final String METRIC_SUFFIX = ".ratio";

    public ComparisonSection {
        simulations = List.copyOf(simulations);
        runsNotPassed = List.copyOf(runsNotPassed);
        experiments = List.copyOf(experiments);
        failures = List.copyOf(failures);
        notes = List.copyOf(notes);
        secondLookCalledFor = List.copyOf(secondLookCalledFor);
    }

    /** Every metric compared, in the page's order. */
    public List<ComparisonRow> rows() {
        return experiments.stream().flatMap(experiment -> experiment.rows().stream()).toList();
    }

    /** The gated metrics judged WORSE. */
    public List<ComparisonRow> worse() {
        return rows().stream().filter(ComparisonRow::fails).toList();
    }

    public boolean passed() {
        return failures.isEmpty();
    }

    /**
     * Each ratio as an INFO metric (the stored-baseline gate never judges it; the A/B verdict does),
     * with its interval's bounds: {@code comparison.<metric id>.ratio}, unit "x".
     */
    public List<Metric> metrics() {
        return rows().stream().filter(row -> row.ratio() != null)
                .map(row -> new Metric(METRIC_PREFIX + row.metric() + METRIC_SUFFIX, row.ratio(), "x", MetricKind.INFO)
                        .withInterval(row.low(), row.high()))
                .toList();
    }
}
