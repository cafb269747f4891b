package loadlab.lab.targets;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.lab.launch.OutOfBandHttp;
import loadlab.lab.settings.ServerHeap;
import loadlab.gatling.support.Checkout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every shipped target comes up from this checkout as the suite starts it (the reference and Tomcat
 * servers from their modules' build output, Node.js packages installed on first use, nginx from its
 * configuration), answers /health, and leaves no process behind when stopped.
 */
class StartedTargetTest {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(90);

    @TempDir
    Path logs;

    @ParameterizedTest
    @ValueSource(strings = {"reference", "node", "node-cluster", "tomcat", "socketio-node", "nginx"})
    void startsAnswersHealthAndLeavesNothingRunning(String name) throws Exception {
        ShippedTarget target = ShippedTargets.byName(name);
        Path root = Checkout.root();
        target.prepare(root);
        StartedTarget started = StartedTarget.plan(target, root, logs.resolve(name), ServerHeap.of("256m", 0), START_TIMEOUT);
        List<ProcessHandle> everything;
        try {
            started.start();
            HttpClient client = OutOfBandHttp.client(Duration.ofSeconds(5));
            HttpResponse<String> health = client.send(HttpRequest.newBuilder(started.url().resolve("/health"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).isEqualTo(200);
            everything = started.processes().stream()
                    .flatMap(process -> Stream.concat(Stream.of(process),
                            process.descendants()))
                    .toList();
            assertThat(started.processes()).hasSize(target.needsStore() ? 2 : 1);
        } finally {
            started.stop();
        }
        for (ProcessHandle process : everything) {
            process.onExit().get(30, TimeUnit.SECONDS);
            assertThat(process.isAlive()).as("pid %d", process.pid()).isFalse();
        }
    }
}
