package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerLauncherTest {
    /**
     * For a server that comes up or exits on its own: the test never waits this out, so it can be as
     * long as a JVM fork takes on a busy 2-core runner, and the suite's own default (60 s).
     */
    private static final Duration GENEROUS_START = Duration.ofSeconds(60);
    /**
     * For a server that never answers 200: the test waits this long by design. On a slow machine the
     * fake may still be starting when it is killed; the launcher must kill it all the same.
     */
    private static final Duration GIVE_UP_AFTER = Duration.ofSeconds(5);

    @TempDir
    Path logs;

    private ServerLauncher fake(String mode, int port, Duration startTimeout) throws URISyntaxException {
        Path testClasses = Path.of(FakeServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> command = List.of(JavaCommand.javaBinary(), "-cp", testClasses.toString(),
                FakeServer.class.getName(), mode, String.valueOf(port));
        return new ServerLauncher(command, BaseUrl.loopback(port).resolve("/health"),
                logs.resolve(mode + ".log"), startTimeout);
    }

    @Test
    void startsAServerThatAnswersHealthAndStopsIt() throws Exception {
        ServerLauncher launcher = fake("healthy", FreePort.onLoopback(), GENEROUS_START);
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
        ServerLauncher launcher = fake("exit", FreePort.onLoopback(), GENEROUS_START);
        long started = System.nanoTime();

        assertThatThrownBy(launcher::start)
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("exited with code 3")
                .hasMessageContaining(launcher.log().toString());
        // Fast means on the exit, not on the start timeout.
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(GENEROUS_START);
        assertThat(launcher.isRunning()).isFalse();
    }

    @Test
    void killsAServerThatNeverAnswersHealth() throws Exception {
        ServerLauncher launcher = fake("silent", FreePort.onLoopback(), GIVE_UP_AFTER);

        CompletableFuture<Void> start = CompletableFuture.runAsync(launcher::start);
        ProcessHandle process = processOf(launcher);

        assertThatThrownBy(start::join)
                .hasCauseInstanceOf(ServerStartException.class)
                .hasMessageContaining("answering 200 within")
                .hasMessageContaining("within " + GIVE_UP_AFTER.toSeconds() + " s");
        assertThat(launcher.isRunning()).isFalse();
        assertThat(process.isAlive()).isFalse();
    }

    @Test
    void killsAServerWhoseHealthAnswersOtherThan200() throws Exception {
        ServerLauncher launcher = fake("unhealthy", FreePort.onLoopback(), GIVE_UP_AFTER);

        CompletableFuture<Void> start = CompletableFuture.runAsync(launcher::start);
        ProcessHandle process = processOf(launcher);

        assertThatThrownBy(start::join).hasCauseInstanceOf(ServerStartException.class)
                .hasMessageContaining("answering 200 within");
        assertThat(process.isAlive()).isFalse();
    }

    @Test
    void reportsACommandThatCannotRun() {
        ServerLauncher launcher = new ServerLauncher(List.of(logs.resolve("no-such-binary").toString()),
                BaseUrl.loopback(1).resolve("/health"), logs.resolve("none.log"), GENEROUS_START);

        assertThatThrownBy(launcher::start)
                .isInstanceOf(ServerStartException.class)
                .hasMessageContaining("could not run");
        assertThat(launcher.isRunning()).isFalse();
    }

    /**
     * The process a background start launched, taken while the launcher waits for its health (for
     * at least GIVE_UP_AFTER), so the test holds it even when it is killed before its main() runs.
     */
    private static ProcessHandle processOf(ServerLauncher launcher) {
        return await().atMost(GENEROUS_START).pollInterval(Duration.ofMillis(10))
                .until(launcher::handle, Optional::isPresent).orElseThrow();
    }
}
