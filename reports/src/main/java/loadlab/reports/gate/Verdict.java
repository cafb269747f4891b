package loadlab.reports.gate;

/** What the gate concluded for one metric. Only FAIL fails the gate. */
public enum Verdict {
    PASS,
    /** Beyond its threshold: the gate fails. */
    FAIL,
    /** Beyond its threshold but marked advisory: reported, never fails. */
    ADVISORY,
    /** Not tracked: the delta is shown for information. */
    INFO,
    /** Only in the current summary. */
    NEW,
    /**
     * Only in the baseline, and not tracked (INFO or advisory). A tracked metric the current run
     * did not produce is FAIL.
     */
    MISSING,
    /** Only in the baseline and listed as retired: it is meant to be gone. */
    RETIRED
}
