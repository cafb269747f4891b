package loadlab.reports.comparison;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Holm's step-down over the gated metrics of one comparison, each a sequential test
 * ({@link SequentialHypothesis}): with r metrics not yet rejected, each is tested at alpha / r at every
 * look it took; any that reject are removed and the rest tested again at the larger share, until none
 * rejects. This is Holm's procedure carried over to group-sequential tests as Maurer and Bretz's
 * graphical approach does (a rejected metric passes its share on, and the others may use it at earlier
 * looks too); the chance that any metric of an unchanged server is rejected stays at most alpha.
 */
final class HolmProcedure {

    /**
     * How one metric came out.
     *
     * @param look  the look that rejected it (1 or 2), 0 when none did
     * @param alpha the share of the family's level it was last tested at
     */
    record Outcome(int look, double alpha) {
        boolean rejected() {
            return look > 0;
        }
    }

    private HolmProcedure() {
    }

    static Map<String, Outcome> decide(List<SequentialHypothesis> family, SequentialPlan plan, double alpha) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        List<SequentialHypothesis> open = new ArrayList<>(family);
        boolean rejectedAny = true;
        while (!open.isEmpty() && rejectedAny) {
            double share = alpha / open.size();
            List<SequentialHypothesis> rejected = new ArrayList<>();
            for (SequentialHypothesis hypothesis : open) {
                int look = hypothesis.rejectingLook(plan, share);
                if (look > 0) {
                    outcomes.put(hypothesis.metric(), new Outcome(look, share));
                    rejected.add(hypothesis);
                }
            }
            open.removeAll(rejected);
            rejectedAny = !rejected.isEmpty();
            if (!rejectedAny) {
                open.forEach(hypothesis -> outcomes.put(hypothesis.metric(), new Outcome(0, share)));
            }
        }
        Map<String, Outcome> ordered = new LinkedHashMap<>();
        family.forEach(hypothesis -> ordered.put(hypothesis.metric(), outcomes.get(hypothesis.metric())));
        return ordered;
    }
}
