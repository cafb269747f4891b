package loadlab.reports.gate;

import java.util.List;
import loadlab.reports.repeat.RepeatStats;

/**
 * How a baseline metric's spread across repeats (its coefficient of variation, CV) sets the gate's
 * threshold: a regression fails beyond {@code multiple} x CV, never below the kind's own percentage
 * (the floor). Metrics matching {@code required} (throughput and percentiles, whose run-to-run noise
 * on a shared runner exceeds any regression worth acting on) are tracked only when repeats show
 * they are consistent: with a spread of at most {@code maxCvPercent}; otherwise they are advisory.
 *
 * @param multiple     how many CVs a change may move before it counts as a regression
 * @param maxCvPercent above this CV a required metric is inconsistent, hence advisory
 * @param required     globs of the metrics that need a consistent spread to be tracked
 */
public record SpreadRule(double multiple, double maxCvPercent, List<String> required) {

    /** The CV cut is the summary's own "inconsistent" mark, so the page and the gate agree by default. */
    public static final SpreadRule DEFAULTS = new SpreadRule(3, RepeatStats.INCONSISTENT_CV_PERCENT, List.of());

    public SpreadRule {
        if (multiple < 0 || maxCvPercent < 0) {
            throw new IllegalArgumentException("spread.multiple and spread.maxCvPercent cannot be negative");
        }
        required = List.copyOf(required);
    }

    /** The threshold in percent for a baseline with this CV: multiple x CV, at least the floor. */
    public double percent(Double cvPct, double floorPercent) {
        return cvPct == null ? floorPercent : Math.max(multiple * cvPct, floorPercent);
    }

    public boolean requires(String metricId) {
        return required.stream().anyMatch(glob -> Thresholds.matches(glob, metricId));
    }

    /** Why a required metric cannot be tracked with this spread, or null when it can. */
    public String untrackedBecause(String metricId, Double cvPct) {
        if (!requires(metricId)) {
            return null;
        }
        if (cvPct == null) {
            return "no spread";
        }
        return cvPct > maxCvPercent ? "CV " + Gate.number(cvPct) + "% > " + Gate.number(maxCvPercent) + "%"
                : null;
    }
}
