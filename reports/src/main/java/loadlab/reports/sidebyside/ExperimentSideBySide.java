package loadlab.reports.sidebyside;

import java.util.List;

/** What the page takes from each experiment's side by side, in the same way for all three. */
interface ExperimentSideBySide {

    /** Each other target's figures over the baseline's. */
    List<Comparison> comparisons();

    /** The experiment's sentences. */
    List<String> answers();
}
