package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import loadlab.record.crosscheck.CrossCheck;
import loadlab.reports.summary.CrossCheckRow;
import org.junit.jupiter.api.Test;

/**
 * Gatling's own CPU per request against the independent client's is judged against that client's goal:
 * at most 2.5x ab's (a new connection each), at most 2x wrk's (keep-alive).
 */
class ClientCostGoalTest {

    private static CrossCheckRow row(String variant, String tool, Double gatlingClient, Double toolClient) {
        return new CrossCheckRow(variant, "hellosimulation-1", tool == null ? CrossCheck.Status.NOT_COMPARABLE
                : CrossCheck.Status.MEASURED, tool, null, 10_000.0, null, null, null, null, null, null, null, null, null,
                gatlingClient, toolClient, null, null, null, null);
    }

    @Test
    void abWithin2Point5TimesMeetsItsGoal() {
        assertThat(CrossCheckBlocks.clientCost(row("closed-close", "ab", 0.125, 0.050)))
                .isEqualTo("2.50x, goal 2.5x: met");
    }

    @Test
    void wrkAtTheSameRatioMissesItsTighterGoal() {
        CrossCheckRow keepAlive = row("closed-keepalive", "wrk", 0.025, 0.010);

        assertThat(keepAlive.clientCostGoal()).isEqualTo(2.0);
        assertThat(CrossCheckBlocks.clientCost(keepAlive)).isEqualTo("2.50x, goal 2.0x: missed");
    }

    @Test
    void wrkBelowTwiceMeetsIt() {
        assertThat(CrossCheckBlocks.clientCost(row("closed-keepalive", "wrk", 0.0196, 0.0100)))
                .isEqualTo("1.96x, goal 2.0x: met");
    }

    @Test
    void aRatioJustOverItsGoalDoesNotReadAsEqualToIt() {
        assertThat(CrossCheckBlocks.clientCost(row("closed-keepalive", "wrk", 0.0204, 0.0100)))
                .isEqualTo("2.04x, goal 2.0x: missed");
    }

    @Test
    void aVariantNoToolMeasuresHasNoGoal() {
        assertThat(row("open-close", null, 0.390, null).clientCostGoal()).isNull();
    }
}
