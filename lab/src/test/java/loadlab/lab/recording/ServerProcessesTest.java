package loadlab.lab.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ServerProcessesTest {
    private Process parent;

    @AfterEach
    void stop() {
        if (parent != null) {
            parent.descendants().forEach(ProcessHandle::destroyForcibly);
            parent.destroyForcibly();
        }
    }

    @Test
    void countsTheCpuOfTheChildrenAServerForked() throws IOException {
        // The parent only waits; its child spins (for 20 s of CPU at most: ulimit -t ends it even if
        // this test dies first): the CPU is the child's.
        parent = new ProcessBuilder("bash", "-c", "bash -c 'ulimit -t 20; while :; do :; done' & wait").start();
        ServerProcesses server = new ServerProcesses(List.of(parent.toHandle()));

        await().atMost(Duration.ofSeconds(60)).until(() -> server.alivePids().size() >= 2);
        await().atMost(Duration.ofSeconds(60)).until(() -> server.cpuSeconds() > 0.3);
        assertThat(parent.toHandle().info().totalCpuDuration().orElseThrow().toMillis()).isLessThan(300);
        assertThat(server.residentBytes()).isPositive();
    }

    @Test
    void keepsTheCpuOfAProcessThatEnded() throws IOException {
        // The child spins until it has used 1 s of CPU (ulimit -t, so however busy the machine is) and
        // ends; the parent stays (as sleep).
        parent = new ProcessBuilder("bash", "-c", "bash -c 'ulimit -t 1; while :; do :; done'; exec sleep 60").start();
        ServerProcesses server = new ServerProcesses(List.of(parent.toHandle()));
        await().atMost(Duration.ofSeconds(60)).until(() -> server.cpuSeconds() > 0.1);
        double seen = server.cpuSeconds();

        await().atMost(Duration.ofSeconds(60)).until(() -> server.alivePids().size() == 1);

        assertThat(server.cpuSeconds()).isGreaterThanOrEqualTo(seen);
    }

    @Test
    void aProcessBesideTheServerCountsToo() throws IOException {
        parent = new ProcessBuilder("sleep", "60").start();
        Process beside = new ProcessBuilder("bash", "-c", "ulimit -t 20; while :; do :; done").start();
        try {
            ServerProcesses server = new ServerProcesses(List.of(parent.toHandle(), beside.toHandle()));
            await().atMost(Duration.ofSeconds(60)).until(() -> server.cpuSeconds() > 0.3);
            assertThat(server.alivePids()).contains(parent.pid(), beside.pid());
        } finally {
            beside.destroyForcibly();
        }
    }
}
