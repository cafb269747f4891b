package loadlab.lab.targets;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.LaunchSpec;
import loadlab.lab.launch.Readiness;
import loadlab.lab.settings.ServerHeap;

/**
 * What a shipped target is started with for one run: the project root, the loopback port it must
 * listen on, the store it writes to (when it needs one), the heap a JVM target gets, where its output
 * goes (its own folder beside the run's reports) and how long it may take to come up.
 *
 * @param referenceServer the reference server's build to start: a checkout whose server/ is built (the
 *                   project root unless -Dlab.referenceServer names another), or a server jar
 * @param storeUri   {@code mongodb://127.0.0.1:<port>/lab} of the store the suite started for it, or empty
 * @param workFolder a folder of its own for files it needs (nginx's configuration, temp and pid files)
 */
public record TargetEnvironment(
        Path root,
        Path referenceServer,
        int port,
        Optional<String> storeUri,
        ServerHeap heap,
        Path log,
        Path workFolder,
        Duration startTimeout) {

    public BaseUrl url() {
        return BaseUrl.loopback(port);
    }

    /**
     * A process of the target: up once GET /health answers 200 (CONTRACT.md "Operations", which every
     * target honours), its output in this run's log, given the start timeout to get there.
     *
     * @param variables added to this JVM's environment
     * @param directory where it runs; null: this JVM's directory
     */
    public LaunchSpec process(List<String> command, Map<String, String> variables, Path directory) {
        return new LaunchSpec(command, variables, directory, Readiness.http(url().resolve("/health")), log, startTimeout);
    }

    /** The store's URI; a target that needs one is never started without it. */
    public String requireStore() {
        return storeUri.orElseThrow(() -> new IllegalStateException("no store was started for this target"));
    }
}
