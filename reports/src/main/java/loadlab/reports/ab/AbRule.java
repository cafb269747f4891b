package loadlab.reports.ab;

import java.util.Locale;
import loadlab.reports.summary.MetricKind;

/**
 * The verdict on one metric from the median of its per-round ratios B / A and that median's interval
 * ({@link MedianInterval}). With t the kind's threshold ({@link AbThresholds}), "worse" is up for CPU
 * and p95 (limit 1 + t) and down for throughput (limit 1 - t); "better" mirrors it (1 / the limit):
 * <ul>
 *   <li>WORSE: the interval lies wholly on the worse side of 1 and the median beyond the limit (a p95
 *       also up by more than the millisecond floor at the median, as the gate's {@code p95.minRiseMs});</li>
 *   <li>BETTER: the mirror image;</li>
 *   <li>SAME: the interval lies within both limits: equivalent within the threshold;</li>
 *   <li>INCONCLUSIVE: anything else; fewer than two rounds with a ratio; and an interval whose coverage
 *       is below {@link MedianInterval#CONFIDENCE} (fewer than six rounds): a verdict says "with 95 %
 *       confidence", and a smaller interval cannot back it.</li>
 * </ul>
 * A figure exactly at a limit is not beyond it.
 */
public final class AbRule {
    private final AbThresholds thresholds;

    /** @param why what the verdict rests on, e.g. "beyond +10 %", "too few rounds: 1 with a ratio, 2 needed" */
    public record Outcome(AbVerdict verdict, String why) {
    }

    public AbRule(AbThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /**
     * @param ratios           the per-round ratios' median and interval, or null when no round gave one
     * @param medianDifference the median of the per-round differences B - A, in the metric's unit
     */
    public Outcome judge(MetricKind kind, MedianInterval ratios, double medianDifference) {
        Double percent = thresholds.percent(kind);
        if (percent == null) {
            throw new IllegalArgumentException(kind + " metrics get no A/B verdict");
        }
        int rounds = ratios == null ? 0 : ratios.n();
        if (rounds < 2) {
            return new Outcome(AbVerdict.INCONCLUSIVE, "too few rounds: " + rounds + " with a ratio, 2 needed");
        }
        if (ratios.coverage() < MedianInterval.CONFIDENCE) {
            return new Outcome(AbVerdict.INCONCLUSIVE, "the interval of " + rounds + " rounds covers "
                    + number(ratios.coverage() * 100) + " %, under " + number(MedianInterval.CONFIDENCE * 100)
                    + " %: 6 rounds are the fewest that reach it");
        }
        boolean up = kind != MetricKind.THROUGHPUT;
        double worse = up ? 1 + percent / 100 : 1 - percent / 100;
        double better = 1 / worse;
        double median = ratios.median();
        boolean wholeWorse = up ? ratios.low() > 1 : ratios.high() < 1;
        boolean wholeBetter = up ? ratios.high() < 1 : ratios.low() > 1;
        boolean p95 = kind == MetricKind.P95;
        double floor = thresholds.p95MinRiseMs();
        String milliseconds = p95 ? " and " + signed(floor) + " ms" : "";
        if (wholeWorse && (up ? median > worse : median < worse)) {
            return !p95 || medianDifference > floor
                    ? new Outcome(AbVerdict.WORSE, "beyond " + percent(worse) + milliseconds)
                    : new Outcome(AbVerdict.INCONCLUSIVE, "up beyond " + percent(worse) + " but by " + number(medianDifference)
                            + " ms at the median, not above the " + number(floor) + " ms floor (Gatling records whole ms)");
        }
        if (wholeBetter && (up ? median < better : median > better)) {
            return !p95 || medianDifference < -floor
                    ? new Outcome(AbVerdict.BETTER, "beyond " + percent(better) + (p95 ? " and " + signed(-floor) + " ms" : ""))
                    : new Outcome(AbVerdict.INCONCLUSIVE, "down beyond " + percent(better) + " but by "
                            + number(-medianDifference) + " ms at the median, not above the " + number(floor) + " ms floor");
        }
        String band = percent(Math.min(worse, better)) + " and " + percent(Math.max(worse, better));
        if (ratios.low() >= Math.min(worse, better) && ratios.high() <= Math.max(worse, better)) {
            return new Outcome(AbVerdict.SAME, "within " + band);
        }
        if (wholeWorse || wholeBetter) {
            String limit = percent(wholeWorse ? worse : better);
            return new Outcome(AbVerdict.INCONCLUSIVE, (wholeWorse ? "worse" : "better") + " than A, but the median is"
                    + " within " + limit + " while the interval reaches beyond it");
        }
        return new Outcome(AbVerdict.INCONCLUSIVE, "too wide: the interval holds 1 and reaches beyond " + band);
    }

    /** A limit as a change in percent: 1.1 reads "+10 %", 1 / 1.1 "-9.1 %". */
    static String percent(double ratio) {
        return signed((ratio - 1) * 100) + " %";
    }

    static String signed(double value) {
        return (value >= 0 ? "+" : "-") + number(Math.abs(value));
    }

    /** Whole numbers without decimals, others to one decimal. */
    static String number(double value) {
        double rounded = Math.round(value * 10) / 10.0;
        return rounded == Math.rint(rounded) ? Long.toString((long) rounded) : String.format(Locale.ROOT, "%.1f", rounded);
    }
}
