package loadlab.reports.comparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import loadlab.reports.summary.MetricKind;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * The verdicts of one comparison: a paired t-test on each metric's pair log-ratios, looked at after the
 * planned pairs and, when its simulation ran them, after twice as many ({@link SequentialPlan}), with
 * Holm's step-down across the gated metrics so that an unchanged server fails the comparison at most
 * {@link ComparisonThresholds#falseAlarmPercent()} of the time whatever the number of metrics
 * ({@link HolmProcedure}). With t the kind's threshold (worse is up for CPU and p95, down for
 * throughput), at the level the metric was last tested at:
 * <ul>
 *   <li>WORSE: the one-sided bound of the ratio lies beyond 1 + t (throughput: below 1 - t) at a look;
 *       a p95 must also be up by more than the millisecond floor at the median;</li>
 *   <li>BETTER: the mirror image, tested as a family of its own;</li>
 *   <li>SAME: the interval lies within the threshold on both sides;</li>
 *   <li>INCONCLUSIVE: anything else.</li>
 * </ul>
 * A figure exactly at a limit is not beyond it. Advisory metrics are judged alone at the family's level
 * and never fail; INFO metrics get their ratio and a plain 95 % interval.
 */
final class ComparisonRules {
    /** The power "pairs to detect" is worked out for: 9 times in 10. */
    static final double POWER = 0.9;
    private static final double Z_POWER = NormalDistribution.of(0, 1).inverseCumulativeProbability(POWER);
    private static final int MOST_PAIRS = 400;

    private final ComparisonThresholds thresholds;
    private final SequentialPlan plan;

    ComparisonRules(ComparisonThresholds thresholds, SequentialPlan plan) {
        this.thresholds = thresholds;
        this.plan = plan;
    }

    List<ComparisonRow> judge(List<MetricPairs> metrics) {
        List<MetricPairs> family = metrics.stream().filter(metric -> gated(metric) && judgeable(metric)).toList();
        double alpha = thresholds.falseAlarm();
        Map<String, HolmProcedure.Outcome> worse = HolmProcedure.decide(
                family.stream().map(this::worseHypothesis).toList(), plan, alpha);
        Map<String, HolmProcedure.Outcome> better = HolmProcedure.decide(
                family.stream().map(this::betterHypothesis).toList(), plan, alpha);
        List<ComparisonRow> rows = new ArrayList<>();
        for (MetricPairs metric : metrics) {
            if (metric.kind() == MetricKind.INFO) {
                rows.add(info(metric));
            } else if (!judgeable(metric)) {
                rows.add(notJudged(metric));
            } else if (metric.advisory() != null) {
                rows.add(judged(metric, HolmProcedure.decide(List.of(worseHypothesis(metric)), plan, alpha)
                        .get(metric.id()), HolmProcedure.decide(List.of(betterHypothesis(metric)), plan, alpha)
                        .get(metric.id()), 1));
            } else {
                rows.add(judged(metric, worse.get(metric.id()), better.get(metric.id()), family.size()));
            }
        }
        return rows;
    }

    /** Every pair called for is there, and they are at least two: one pair gives no estimate of the noise. */
    private static boolean judgeable(MetricPairs metric) {
        return metric.complete() && metric.pairs().size() >= SequentialPlan.FEWEST_PAIRS;
    }

    private static boolean gated(MetricPairs metric) {
        return metric.kind() != MetricKind.INFO && metric.advisory() == null;
    }

    private SequentialHypothesis worseHypothesis(MetricPairs metric) {
        List<PairedSample> looks = metric.worseLooks(thresholds.spreadFloor());
        return new SequentialHypothesis(metric.id(), looks, thresholds.worseLimit(metric.kind()),
                floor(metric, looks, 1));
    }

    private SequentialHypothesis betterHypothesis(MetricPairs metric) {
        List<PairedSample> looks = metric.worseLooks(thresholds.spreadFloor()).stream().map(PairedSample::mirrored).toList();
        return new SequentialHypothesis(metric.id(), looks, thresholds.worseLimit(metric.kind()),
                floor(metric, looks, -1));
    }

    /** A p95's millisecond floor at each look: the median difference beyond it, in the direction given. */
    private IntPredicate floor(MetricPairs metric, List<PairedSample> looks, int direction) {
        if (metric.kind() != MetricKind.P95) {
            return look -> true;
        }
        return look -> direction * metric.medianDifference(looks.get(look).pairs()) > thresholds.p95MinRiseMs();
    }

    private ComparisonRow judged(MetricPairs metric, HolmProcedure.Outcome worse, HolmProcedure.Outcome better, int familySize) {
        List<PairedSample> looks = metric.worseLooks(thresholds.spreadFloor());
        int look = worse.rejected() ? worse.look() : better.rejected() ? better.look() : looks.size();
        PairedSample sample = looks.get(look - 1);
        double critical = plan.critical(worse.alpha(), sample.pairs());
        double limit = thresholds.worseLimit(metric.kind());
        double low = sample.lower(critical);
        double high = sample.upper(critical);
        ComparisonVerdict verdict;
        String why;
        String interval = interval(metric.kind(), low, high) + " (" + ComparisonFormat.confidence(1 - 2 * worse.alpha()) + ", "
                + sample.pairs() + " pairs, look " + look + ")";
        String worseLimit = ComparisonFormat.percent(ratio(metric.kind(), limit));
        String betterLimit = ComparisonFormat.percent(ratio(metric.kind(), -limit));
        if (worse.rejected()) {
            verdict = ComparisonVerdict.WORSE;
            why = "surely beyond " + worseLimit + ": interval " + interval + floorClause(metric, sample, 1);
        } else if (better.rejected()) {
            PairedSample mirrored = sample.mirrored();
            double betterCritical = plan.critical(better.alpha(), sample.pairs());
            verdict = ComparisonVerdict.BETTER;
            why = "surely beyond " + betterLimit + ": its bound " + String.format(java.util.Locale.ROOT, "%.3f",
                    ratio(metric.kind(), -mirrored.lower(betterCritical))) + floorClause(metric, sample, -1);
        } else if (low >= -limit && high <= limit) {
            verdict = ComparisonVerdict.SAME;
            why = "within " + betterLimit + " and " + worseLimit + ": interval " + interval;
        } else {
            verdict = ComparisonVerdict.INCONCLUSIVE;
            why = "interval " + interval + " reaches beyond " + (high > limit ? worseLimit : betterLimit);
        }
        if (sample.floored()) {
            why += "; spread taken at its floor of " + ComparisonFormat.number(thresholds.spreadFloorPercent()) + " % (the pairs"
                    + " agreed to " + ComparisonFormat.number(100 * (Math.exp(sample.observedSd()) - 1)) + " %)";
        }
        double detectable = limit + critical * sample.se();
        return row(metric, sample, look, verdict, why, metric.advisory() == null, ratio(metric.kind(), low),
                ratio(metric.kind(), high), 1 - 2 * worse.alpha(), ratio(metric.kind(), detectable),
                pairsToDetect(metric.kind(), sample.sd(), thresholds.falseAlarm() / familySize), null);
    }

    private String floorClause(MetricPairs metric, PairedSample sample, int direction) {
        return metric.kind() != MetricKind.P95 ? "" : ", and " + (direction > 0 ? "up " : "down ")
                + ComparisonFormat.number(Math.abs(metric.medianDifference(sample.pairs()))) + " ms at the median (floor "
                + ComparisonFormat.number(thresholds.p95MinRiseMs()) + " ms)";
    }

    private ComparisonRow notJudged(MetricPairs metric) {
        String reason = metric.complete() ? metric.pairs().size() + " pair: a verdict needs " + SequentialPlan.FEWEST_PAIRS
                + ", one gives no estimate of the noise" : metric.pairs().size() + " of the " + metric.requiredPairs()
                + " pairs called for have it: " + metric.missing();
        return row(metric, metric.pairs().isEmpty() ? null : metric.worse(thresholds.spreadFloor()), 0,
                ComparisonVerdict.INCONCLUSIVE,
                "not judged: " + reason, metric.advisory() == null, null, null, null, null, null,
                metric.advisory() == null ? reason : null);
    }

    private ComparisonRow info(MetricPairs metric) {
        if (metric.pairs().size() < SequentialPlan.FEWEST_PAIRS) {
            return row(metric, metric.pairs().isEmpty() ? null : metric.worse(thresholds.spreadFloor()), 0, null, null, false,
                    null, null, null, null, null, null);
        }
        PairedSample sample = metric.worse(thresholds.spreadFloor());
        double critical = TDistribution.of(sample.pairs() - 1).inverseSurvivalProbability(0.025);
        return row(metric, sample, 0, null, null, false, ratio(metric.kind(), sample.lower(critical)),
                ratio(metric.kind(), sample.upper(critical)), 0.95, null, null, null);
    }

    /**
     * The first-look pairs that call a true change of the target size WORSE with {@link #POWER}, at this
     * noise and the strictest share of the budget a gated metric gets; null when none can (the target is
     * not beyond the threshold, or more than {@value #MOST_PAIRS} pairs would be needed).
     */
    Integer pairsToDetect(MetricKind kind, double sd, double share) {
        double limit = thresholds.worseLimit(kind);
        double target = thresholds.detectTarget(kind);
        if (target <= limit) {
            return null;
        }
        for (int pairs = SequentialPlan.FEWEST_PAIRS; pairs <= MOST_PAIRS; pairs++) {
            if (limit + (plan.critical(share, pairs) + Z_POWER) * sd / Math.sqrt(pairs) <= target) {
                return pairs;
            }
        }
        return null;
    }

    /**
     * The first look's pre-registered cue for a second look: a gated metric it judged neither WORSE nor
     * anything else conclusive whose estimate, were the second look's pairs to bear it out, would be WORSE
     * there: its mean clears the threshold by the second look's critical value at its share of the budget
     * times the standard error twice the pairs would give. Stopping the others early can only lower the
     * false alarms; the second look's boundary was spent for every metric anyway.
     */
    boolean callsForASecondLook(ComparisonRow row) {
        if (!row.gated() || row.unjudged() != null || row.verdict() == null || row.verdict() == ComparisonVerdict.WORSE
                || row.look() != 1 || row.pairs().size() < SequentialPlan.FEWEST_PAIRS) {
            return false;
        }
        PairedSample sample = PairedSample.worse(row.kind(), row.pairs(), thresholds.spreadFloor());
        int pairs = SequentialPlan.SECOND_LOOK_FACTOR * sample.pairs();
        double share = (1 - row.confidence()) / 2;
        return sample.mean() - plan.critical(share, pairs) * sample.sd() / Math.sqrt(pairs)
                > thresholds.worseLimit(row.kind());
    }

    /** A worse-signed log-ratio as the ratio B / A: exp(x), or exp(-x) for throughput. */
    static double ratio(MetricKind kind, double worse) {
        return Math.exp(kind == MetricKind.THROUGHPUT ? -worse : worse);
    }

    private static String interval(MetricKind kind, double low, double high) {
        double a = ratio(kind, low);
        double b = ratio(kind, high);
        return ComparisonFormat.interval(Math.min(a, b), Math.max(a, b));
    }

    private ComparisonRow row(MetricPairs metric, PairedSample sample, int look, ComparisonVerdict verdict, String why,
            boolean gated,
            Double boundA, Double boundB, Double confidence, Double detectable, Integer pairsToDetect, String unjudged) {
        Double ratio = sample == null ? null : ratio(metric.kind(), sample.mean());
        Double low = boundA == null ? null : Math.min(boundA, boundB);
        Double high = boundA == null ? null : Math.max(boundA, boundB);
        return new ComparisonRow(metric.id(), metric.kind(), metric.metric().unit(),
                median(metric.rounds().stream().map(RoundFigure::a).toList()),
                median(metric.rounds().stream().map(RoundFigure::b).toList()),
                metric.medianDifference(Integer.MAX_VALUE), ratio, low, high, confidence,
                sample == null ? 0 : sample.pairs(), look, verdict, why, gated, metric.advisory(), detectable,
                pairsToDetect, metric.rounds(), metric.pairs(), metric.skipped(), unjudged);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        if (n == 0) {
            return 0;
        }
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
