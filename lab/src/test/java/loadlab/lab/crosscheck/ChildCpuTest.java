package loadlab.lab.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import loadlab.lab.launch.Executables;
import loadlab.lab.settings.HelloVariant;
import loadlab.record.crosscheck.CrossCheckTool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildCpuTest {
    private static final String SLEEP = "37.125";

    @Test
    void readsTheChildrensUserAndSystemTimeFromTimesSecondLine(@TempDir Path folder) throws IOException {
        Path times = Files.writeString(folder.resolve("times.txt"), "0m0.004s 0m0.002s\n1m2.345s 0m0.655s\n");

        assertThat(ChildCpu.read(times)).hasValueSatisfying(cpu -> {
            assertThat(cpu.userSeconds()).isCloseTo(62.345, within(1e-9));
            assertThat(cpu.systemSeconds()).isCloseTo(0.655, within(1e-9));
            assertThat(cpu.totalSeconds()).isCloseTo(63.0, within(1e-9));
        });
    }

    @Test
    void aLocaleWithADecimalCommaReadsTheSame(@TempDir Path folder) throws IOException {
        Path times = Files.writeString(folder.resolve("times.txt"), "0m0,004s 0m0,002s\n0m1,250s 0m0,500s\n");

        assertThat(ChildCpu.read(times)).hasValueSatisfying(cpu -> {
            assertThat(cpu.userSeconds()).isCloseTo(1.25, within(1e-9));
            assertThat(cpu.systemSeconds()).isCloseTo(0.5, within(1e-9));
        });
    }

    @Test
    void nothingReadableIsNotMeasured(@TempDir Path folder) throws IOException {
        assertThat(ChildCpu.read(folder.resolve("absent.txt"))).isEmpty();
        assertThat(ChildCpu.read(Files.writeString(folder.resolve("one.txt"), "0m0.004s 0m0.002s\n"))).isEmpty();
        assertThat(ChildCpu.read(Files.writeString(folder.resolve("odd.txt"), "a\nb\n"))).isEmpty();
    }

    @Test
    void aProgramUnderTheShellKeepsItsExitCodeOutputAndGetsItsCpuMeasured(@TempDir Path folder) throws IOException {
        assumeThat(Executables.onPath(ChildCpu.SHELL)).as("bash on the PATH").isPresent();
        // A loop that burns a few tenths of a CPU-second in a shell of its own, then fails with 3.
        CrossCheckCommand busy = command(List.of("sh", "-c",
                "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; echo done $i; exit 3"));

        ToolRun run = ToolRun.of(busy, folder.resolve("out.txt"), folder.resolve("err.txt"), folder.resolve("times.txt"));

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.stdout()).isEqualTo("done 300000\n");
        assertThat(run.cpuSeconds()).isNotNull().isPositive()
                .isLessThanOrEqualTo((run.endEpochMillis() - run.startEpochMillis()) / 1000.0 * 2 + 0.01);
        assertThat(run.systemCpuSeconds()).isNotNull().isNotNegative().isLessThanOrEqualTo(run.cpuSeconds());
    }

    @Test
    void aProgramPastItsTimeoutIsStoppedWithTheShellAndHasNoCpuFigure(@TempDir Path folder) throws IOException {
        assumeThat(Executables.onPath(ChildCpu.SHELL)).as("bash on the PATH").isPresent();
        CrossCheckCommand sleeper = new CrossCheckCommand(HelloVariant.CLOSED_CLOSE, CrossCheckTool.AB,
                List.of("sleep", SLEEP), Duration.ofMillis(300));

        ToolRun run = ToolRun.of(sleeper, folder.resolve("out.txt"), folder.resolve("err.txt"), folder.resolve("times.txt"));

        assertThat(run.timedOut()).isTrue();
        assertThat(run.cpuSeconds()).isNull();
        assertThat(run.systemCpuSeconds()).isNull();
        assertThat(run.endEpochMillis() - run.startEpochMillis()).as("stopped, not waited for").isLessThan(10_000);
        // Once the shell is gone its child is re-parented, so look for it among every process, by its odd argument.
        assertThat(ProcessHandle.allProcesses().filter(p -> List.of(p.info().arguments().orElse(new String[0]))
                .contains(SLEEP)).filter(ProcessHandle::isAlive)).as("no sleep left behind").isEmpty();
    }

    private static CrossCheckCommand command(List<String> arguments) {
        return new CrossCheckCommand(HelloVariant.CLOSED_CLOSE, CrossCheckTool.AB, arguments, Duration.ofSeconds(60));
    }
}
