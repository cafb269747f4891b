package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class ThreadCpuTest {
    /** /proc counts whole ticks of 10 ms, once at each end of an interval. */
    private static final double TICKS = 0.02;

    @Test
    void cpuOfAThreadIsUserPlusSystemTicksEvenWhenItsNameHasParentheses() {
        String stat = "8492 (default-nio) x) S 8469 8469 1 0 -1 4194368 1200 0 0 0 850 125 0 0 20 0 31 0 4711 0 0";
        assertThat(ThreadCpu.cpuSeconds(stat)).isCloseTo(9.75, within(1e-9));
    }

    @Test
    void busiestThreadGrowsByAtLeastTheBusyThreadsCpuAndAtMostTheWallTime() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs Linux /proc");
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        ThreadCpu threads = new ThreadCpu(ProcessHandle.current().pid());
        assertThat(threads.next()).isZero();
        long wallStart = System.nanoTime();
        long cpuStart = mx.getCurrentThreadCpuTime();
        long deadline = wallStart + 30_000_000_000L;
        while (mx.getCurrentThreadCpuTime() - cpuStart < 200_000_000L && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        double spun = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        double busiest = threads.next();
        double wall = (System.nanoTime() - wallStart) / 1e9;

        assertThat(busiest).isGreaterThanOrEqualTo(spun - TICKS).isLessThanOrEqualTo(wall + TICKS);
    }
}
