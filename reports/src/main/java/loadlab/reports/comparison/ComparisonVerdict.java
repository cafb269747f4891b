package loadlab.reports.comparison;

/** What the A/B comparison concluded for one metric, B against A (rules in {@link ComparisonRules}). */
public enum ComparisonVerdict {
    /** Confidently better than A beyond the threshold's mirror. */
    BETTER,
    /** Equivalent to A within the threshold on both sides. */
    SAME,
    /** Confidently worse than A, and beyond the threshold: a gated metric fails the comparison. */
    WORSE,
    /** None of the above: too few rounds, too wide, or straddling a threshold. */
    INCONCLUSIVE
}
