package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import loadlab.record.UsageSample;
import org.junit.jupiter.api.Test;

class MachineCpuTest {
    // user nice system idle iowait irq softirq steal guest guest_nice, in USER_HZ ticks
    private static final List<String> PROC_STAT = List.of(
            "cpu  259008 10 35461 129197 285 3 5540 250 700 0",
            "cpu0 129215 5 17437 65158 55 1 2882 121 350 0",
            "cpu1 129793 5 18024 64039 229 2 2658 129 350 0",
            "intr 1234 0 0",
            "ctxt 99");

    @Test
    void busyTimeIsEveryCoreExceptIdleAndIowaitAndGuestCountedOnce() {
        double ticks = 259008 + 10 + 35461 + 3 + 5540 + 250;
        assertThat(MachineCpu.busySeconds(PROC_STAT)).isCloseTo(ticks / 100.0, within(1e-9));
    }

    @Test
    void coresAreThePerCpuLines() {
        assertThat(MachineCpu.cores(PROC_STAT)).isEqualTo(2);
    }

    @Test
    void thisMachineIsBusyForSomeTimeOnAtLeastOneCore() {
        assertThat(MachineCpu.cores()).isPositive();
        double busy = MachineCpu.busySeconds();
        assertThat(busy == UsageSample.UNKNOWN || busy > 0).isTrue();
    }
}
