package loadlab.reports.ab;

import java.util.List;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.reports.summary.Metric;
import loadlab.reports.summary.MetricKind;

/**
 * The newest A/B comparison as the summary shows it: its sides, how many rounds it planned and
 * measured (both sides measured), the runs that did not pass, and per experiment its metrics compared.
 *
 * @param runsNotPassed every run whose status is not PASSED, in run order: FAILED ones are left out of
 *                      the figures, ASSERTIONS_FAILED ones are compared (they ran their plan)
 * @param notes         rounds not measured on a side, a comparison that has not ended
 * @param suspects      the metrics the planned rounds found WORSE and further rounds were run to confirm
 * @param confirmationRoundsMeasured the confirmation rounds with both sides measured
 */
public record AbSection(
        long startEpochMillis,
        long endEpochMillis,
        String profile,
        List<String> simulations,
        AbSide a,
        AbSide b,
        int roundsPlanned,
        int roundsMeasured,
        List<RoundRun> runsNotPassed,
        AbThresholds thresholds,
        List<AbExperiment> experiments,
        List<String> notes,
        List<String> suspects,
        int confirmationRoundsMeasured) {

    public static final String METRIC_PREFIX = "ab.";
    public static final String METRIC_SUFFIX = ".ratio";

    public AbSection {
        simulations = List.copyOf(simulations);
        runsNotPassed = List.copyOf(runsNotPassed);
        experiments = List.copyOf(experiments);
        notes = List.copyOf(notes);
        suspects = List.copyOf(suspects);
    }

    /** Every metric compared, in the page's order. */
    public List<AbRow> rows() {
        return experiments.stream().flatMap(experiment -> experiment.rows().stream()).toList();
    }

    /** The gated metrics judged WORSE: any fails the comparison. */
    public List<AbRow> failures() {
        return rows().stream().filter(AbRow::fails).toList();
    }

    /** No metric has a ratio in any round: a comparison that measured nothing, which must not pass. */
    public boolean comparedNothing() {
        return rows().stream().noneMatch(row -> row.ratio() != null);
    }

    /**
     * Each median ratio as an INFO metric (the stored-baseline gate never judges it; the A/B verdict
     * does), with its interval's bounds: {@code ab.<metric id>.ratio}, unit "x".
     */
    public List<Metric> metrics() {
        return rows().stream().filter(row -> row.ratio() != null)
                .map(row -> new Metric(METRIC_PREFIX + row.metric() + METRIC_SUFFIX, row.ratio(), "x", MetricKind.INFO)
                        .withInterval(row.low(), row.high()))
                .toList();
    }
}
