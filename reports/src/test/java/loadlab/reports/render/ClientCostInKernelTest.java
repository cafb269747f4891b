package loadlab.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import loadlab.record.crosscheck.CrossCheck;
import loadlab.reports.summary.CrossCheckRow;
import loadlab.reports.summary.CrossCheckSection;
import org.junit.jupiter.api.Test;

/**
 * The client cost cell says what part of each client's CPU per request the kernel spent, so that a
 * costlier Gatling is seen paying in its own code or in the kernel; only when both parts are known.
 */
class ClientCostInKernelTest {

    private static CrossCheckRow keepAlive(Double gatlingSystem, Double toolSystem) {
        return new CrossCheckRow("closed-keepalive", "hellosimulation-1", CrossCheck.Status.MEASURED, "wrk", "wrk", 38_000.0,
                62_000.0, 62_000.0, 622_930L, 10.08, 0L, 0L, 1.63, 0.020, 0.016, 0.0288, 0.0136, gatlingSystem, toolSystem,
                null, null);
    }

    @Test
    void bothKernelPartsFollowTheCostAndItsGoal() {
        CrossCheckRow row = keepAlive(0.0134, 0.0102);

        assertThat(CrossCheckBlocks.table(new CrossCheckSection(List.of(row))).rows().get(0).get(8).text())
                .isEqualTo("29 / 14 (2.12x, goal 2.0x: missed); in the kernel 13 / 10");
    }

    @Test
    void aRecordWithoutEitherPartShowsTheCostAlone() {
        assertThat(CrossCheckBlocks.inKernel(keepAlive(null, 0.0102))).isEmpty();
        assertThat(CrossCheckBlocks.inKernel(keepAlive(0.0134, null))).isEmpty();
    }
}
