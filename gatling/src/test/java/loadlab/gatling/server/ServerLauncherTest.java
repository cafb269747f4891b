package loadlab.gatling.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerLauncherTest {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(2);

    @TempDir
    Path logs;

    private ServerLauncher fake(String mode, int port) throws URISyntaxException {
        Path testClasses = Path.of(FakeServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> command = List.of(ReferenceServer.javaBinary(), "-cp", testClasses.toString(),
                FakeServer.class.getName(), mode, String.valueOf(port), pidFile(mode).toString());
        return new ServerLauncher(command, BaseUrl.loopback(port).resolve("/health"),
                logs.resolve(mode + ".log"), START_TIMEOUT);
    }

    @Test
    void startsAServerThatAnswersHealthAndStopsIt() throws Exception {
        ServerLauncher launcher = fake("healthy", FreePort.onLoopback());
        launcher.start();
        ProcessHandle process = launcher.handle().orElseThrow();
        assertThat(launcher.isRunning()).isTrue();

        launcher.stop();

        assertThat(process.isAlive()).isFalse();
        assertThat(launcher.isRunning()).isFalse();
        launcher.stop();
    }

    @Test
    void failsFastWithTheExitCodeWhenTheServerExitsAtOnce() throws Exception {
        ServerLauncher launcher = fake("exit", FreePort.onLoopback());
        long started = System.nanoTime();

        assertThatThrownBy(launcher::start)
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("exited with code 3")
                .hasMessageContaining(launcher.log().toString());
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(START_TIMEOUT.plusSeconds(8));
        assertThat(launcher.isRunning()).isFalse();
    }

    @Test
    void killsAServerThatNeverAnswersHealth() throws Exception {
        ServerLauncher launcher = fake("silent", FreePort.onLoopback());

        assertThatThrownBy(launcher::start)
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("no 200 from")
                .hasMessageContaining("within 2 s");
        assertThat(launcher.isRunning()).isFalse();
        assertThat(processOf("silent")).isEmpty();
    }

    @Test
    void killsAServerWhoseHealthAnswersOtherThan200() throws Exception {
        ServerLauncher launcher = fake("unhealthy", FreePort.onLoopback());

        assertThatThrownBy(launcher::start).hasMessageContaining("no 200 from");
        assertThat(processOf("unhealthy")).isEmpty();
    }

    @Test
    void reportsACommandThatCannotRun() {
        ServerLauncher launcher = new ServerLauncher(List.of(logs.resolve("no-such-binary").toString()),
                BaseUrl.loopback(1).resolve("/health"), logs.resolve("none.log"), START_TIMEOUT);

        assertThatThrownBy(launcher::start)
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("could not run");
        assertThat(launcher.isRunning()).isFalse();
    }

    private Path pidFile(String mode) {
        return logs.resolve(mode + ".pid");
    }

    /** The fake's process as it wrote its pid, if still alive. */
    private Optional<ProcessHandle> processOf(String mode) throws Exception {
        long pid = Long.parseLong(Files.readString(pidFile(mode)).trim());
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
    }
}
