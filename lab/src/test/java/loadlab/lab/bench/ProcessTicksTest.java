package loadlab.lab.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessTicksTest {

    @Test
    void userAndSystemTimesAreReadAfterACommandNameWithSpacesAndParentheses() {
        String stat = "4242 (nginx: worker (x)) S 4241 4241 4241 0 -1 4194624 120 0 0 0 250 75 0 0 20 0 1 0 9 0 0";
        assertThat(ProcessTicks.parse(stat)).isEqualTo(new ProcessTicks(2.5, 0.75));
    }

    @Test
    void theDifferenceOfTwoReadingsHoldsTheCpuThisThreadSpentBetweenThem() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        ProcessTicks before = ProcessTicks.of(List.of(ProcessHandle.current()));
        long start = threads.getCurrentThreadCpuTime();
        double sink = 0;
        while (threads.getCurrentThreadCpuTime() - start < 300_000_000L) {
            sink += Math.sqrt(sink + 1);
        }
        ProcessTicks spent = ProcessTicks.of(List.of(ProcessHandle.current())).since(before);
        assertThat(sink).isPositive();
        // The kernel counts in 10 ms ticks; the other threads of this JVM only add to it.
        assertThat(spent.totalSeconds()).isGreaterThanOrEqualTo(0.28);
    }
}
