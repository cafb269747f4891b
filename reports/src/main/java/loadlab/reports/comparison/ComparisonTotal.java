package loadlab.reports.comparison;

import loadlab.reports.summary.MetricKind;

/**
 * A count each side adds up over its rounds instead of a ratio: KO answers (FAILURES: their sum), or
 * the insert books (RECONCILIATION: the rounds in which they balanced).
 *
 * @param a       A's total over the rounds it was measured in
 * @param aRounds how many of A's rounds have the metric
 */
public record ComparisonTotal(String metric, MetricKind kind, double a, int aRounds, double b, int bRounds) {

    /** B failed more than A: more KO answers, or books that did not balance in a round of B's. */
    public boolean alert() {
        return kind == MetricKind.RECONCILIATION ? b < bRounds : b > a;
    }
}
