package loadlab.reports.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.record.ProcessUsage;
import loadlab.record.UsageSample;
import loadlab.record.gatling.TimeWindow;
import org.junit.jupiter.api.Test;

class CpuSharesTest {
    private static final long T0 = 1_800_000_000_000L;
    /** 500 ms, its edges sampled 50 ms late (T0 + 250, T0 + 750): one sample falls inside. */
    private static final TimeWindow RECORDED = new TimeWindow(T0 + 200, T0 + 700);

    /** Columns: cpu, busiest thread, machine; 2 cores. */
    private static ProcessUsage usage(double[][] columns) {
        long[] at = {T0, T0 + 250, T0 + 750, T0 + 1000};
        return new ProcessUsage(1, 2, List.of(
                new UsageSample(at[0], columns[0][0], 1, columns[0][1], columns[0][2], 0, 1),
                new UsageSample(at[1], columns[1][0], 1, columns[1][1], columns[1][2], 0, 1),
                new UsageSample(at[2], columns[2][0], 1, columns[2][1], columns[2][2], 0, 1),
                new UsageSample(at[3], columns[3][0], 1, columns[3][1], columns[3][2], 0, 1)));
    }

    private static final ProcessUsage SERVER = usage(new double[][] {
        {4.0, 0.0, 100.0}, {4.05, 0.05, 100.45}, {4.15, 0.15, 101.35}, {4.2, 0.2, 101.8}});
    private static final ProcessUsage INJECTOR = usage(new double[][] {
        {2.0, 1.0, 100.0}, {2.25, 1.2, 100.45}, {3.25, 1.65, 101.35}, {3.5, 1.9, 101.8}});

    @Test
    void sharesOverARecordedWindowAreInterpolatedAtItsEdgesAsItsCpuIs() {
        CpuShares shares = CpuShares.during(SERVER, INJECTOR, RECORDED, WindowCut.INTERPOLATED_AT_EDGES);

        // Injector: 3.15 - 2.2 = 0.95 CPU-s in 0.5 s, 95 % of 2 cores; busiest thread 1.605 - 1.16 = 0.445,
        // 89 % of a core; machine 101.26 - 100.36 = 0.9, 90 %. Server: 4.14 - 4.04 = 0.1, 10 %; thread 0.1, 20 %.
        assertThat(shares.injectorPercent()).isCloseTo(95.0, within(1e-9));
        assertThat(shares.injectorThreadPercent()).isCloseTo(89.0, within(1e-9));
        assertThat(shares.machinePercent()).isCloseTo(90.0, within(1e-9));
        assertThat(shares.serverPercent()).isCloseTo(10.0, within(1e-9));
        assertThat(shares.serverThreadPercent()).isCloseTo(20.0, within(1e-9));
        assertThat(BoundBy.decide(shares).verdict()).isEqualTo(BoundBy.Verdict.INJECTOR);
    }

    @Test
    void theSameWindowCutToTheSamplesInsideItIsNotMeasured() {
        CpuShares shares = CpuShares.during(SERVER, INJECTOR, RECORDED);

        assertThat(shares.injectorPercent()).isNull();
        assertThat(shares.serverPercent()).isNull();
        assertThat(BoundBy.decide(shares).verdict()).isEqualTo(BoundBy.Verdict.NOT_MEASURED);
    }
}
