package loadlab.lab.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server that dies under a run is reported with its exit code; one stopped on purpose is not. */
class ServerLauncherExitTest {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(30);

    @TempDir
    Path logs;

    private ServerLauncher healthyFake() throws URISyntaxException {
        Path testClasses = Path.of(FakeServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        int port = FreePort.onLoopback();
        List<String> command = List.of(JavaCommand.javaBinary(), "-cp", testClasses.toString(),
                FakeServer.class.getName(), "healthy", String.valueOf(port));
        return new ServerLauncher(command, BaseUrl.loopback(port).resolve("/health"), logs.resolve("fake.log"),
                START_TIMEOUT);
    }

    @Test
    void aKilledServerIsReportedWithItsExitCodeAndLog() throws Exception {
        ServerLauncher launcher = healthyFake();
        launcher.start();
        CompletableFuture<String> reported = new CompletableFuture<>();
        launcher.onUnexpectedExit(reported::complete);

        launcher.handle().orElseThrow().destroyForcibly();

        String reason = reported.get(20, TimeUnit.SECONDS);
        assertThat(reason).contains("exited with code 137").contains(launcher.log().toString());
        launcher.stop();
    }

    @Test
    void aServerStoppedOnPurposeIsNotReported() throws Exception {
        ServerLauncher launcher = healthyFake();
        launcher.start();
        CompletableFuture<String> reported = new CompletableFuture<>();
        CompletionStage<Void> judged = launcher.onUnexpectedExit(reported::complete);

        launcher.stop();

        assertThat(judged).succeedsWithin(Duration.ofSeconds(20));
        assertThat(reported).isNotDone();
    }
}
