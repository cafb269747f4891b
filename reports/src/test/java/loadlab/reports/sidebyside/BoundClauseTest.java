package loadlab.reports.sidebyside;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.reports.cost.BoundBy.Verdict;
import loadlab.reports.sidebyside.BoundClause.Party;
import org.junit.jupiter.api.Test;

/** What bound the compared figures, in words: one test per rule, first match wins. */
class BoundClauseTest {

    private static String clause(Verdict a, Verdict b) {
        return BoundClause.of(List.of(new Party("reference", a), new Party("node", b)), "runs");
    }

    @Test
    void anyFigureWithTheInjectorSaturatedMakesTheRatioPartlyTheLoadGeneratorsLimit() {
        assertThat(clause(Verdict.SERVER, Verdict.INJECTOR))
                .isEqualTo("reference server-bound, node injector-bound: the ratio is partly the load generator's limit");
        assertThat(clause(Verdict.SERVER_AND_INJECTOR, Verdict.SERVER)).isEqualTo("reference server- and"
                + " injector-bound, node server-bound: the ratio is partly the load generator's limit");
    }

    @Test
    void machineBoundFiguresCompareTheTargetsOnSharedCoresNotTheLoadGeneratorsLimit() {
        assertThat(clause(Verdict.MACHINE, Verdict.MACHINE)).isEqualTo("both runs machine-bound: reference and node"
                + " used the cores up with neither the server nor the injector saturated, so the ratio compares them on"
                + " shared cores, not at capacity");
        assertThat(clause(Verdict.SERVER, Verdict.MACHINE)).startsWith("reference server-bound, node machine-bound:"
                + " node used the cores up");
    }

    @Test
    void aFigureOfUnknownBoundMayBeTheLoadGeneratorsLimit() {
        assertThat(clause(Verdict.SERVER, Verdict.NOT_MEASURED)).isEqualTo("reference server-bound, node bound unknown:"
                + " what bound node is unknown, so the ratio may be the load generator's limit");
    }

    @Test
    void serversAtTheirLimitCompareCapacity() {
        assertThat(clause(Verdict.SERVER, Verdict.SERVER))
                .isEqualTo("both runs server-bound: every figure at the server's limit, so the ratio compares capacity");
    }

    @Test
    void nothingSaturatedComparesThemAtThisLoadOnly() {
        assertThat(BoundClause.of(List.of(new Party("AJAX", Verdict.LATENCY), new Party("WS", Verdict.LATENCY),
                new Party("Fresh WS", Verdict.LATENCY)), "pages")).isEqualTo("all 3 pages latency-bound: nothing"
                + " saturated, so the ratio compares them at this load, not at capacity");
    }

    @Test
    void onlyOneSaturatedLeavesTheOthersBelowTheirLimit() {
        assertThat(clause(Verdict.SERVER, Verdict.LATENCY)).isEqualTo("reference server-bound, node latency-bound:"
                + " only reference saturated, so node's figure is not its limit");
    }
}
