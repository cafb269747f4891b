package loadlab.lab.targets;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.FreePort;
import loadlab.lab.launch.ServerLauncher;
import loadlab.lab.settings.ServerHeap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A shipped target the suite runs for one simulation run: the store beside it first when it needs
 * one, then the server on a free loopback port, each with its log beside the run's reports; stopped
 * in the reverse order. Nothing it started outlives the run (each launcher stops its process tree,
 * on {@link #stop()} or when this JVM exits).
 */
public final class StartedTarget {
    private static final Logger LOG = LoggerFactory.getLogger(StartedTarget.class);

    private final ShippedTarget target;
    private final BaseUrl url;
    private final ServerLauncher server;
    private final ServerLauncher store;

    private StartedTarget(ShippedTarget target, BaseUrl url, ServerLauncher server, ServerLauncher store) {
        this.target = target;
        this.url = url;
        this.server = server;
        this.store = store;
    }

    /**
     * Plans the processes; starts nothing yet.
     *
     * @param logBase the run's log name without extension, e.g. {@code reports/hellosimulation-2026...}:
     *                the server logs to {@code <logBase>-server.log}, the store to {@code <logBase>-store.log}
     */
    public static StartedTarget plan(ShippedTarget target, Path root, Path logBase, ServerHeap heap, Duration startTimeout) {
        return plan(target, root, root, logBase, heap, startTimeout);
    }

    /** The same, with the reference server started from {@code referenceServer} (a built checkout or a server jar). */
    public static StartedTarget plan(ShippedTarget target, Path root, Path referenceServer, Path logBase, ServerHeap heap,
            Duration startTimeout) {
        int port = FreePort.onLoopback();
        ServerLauncher store = null;
        Optional<String> storeUri = Optional.empty();
        if (target.needsStore()) {
            int storePort = FreePort.onLoopback();
            store = new ServerLauncher(StoreProcess.launch(root, storePort, heap, sibling(logBase, "-store.log"), startTimeout));
            storeUri = Optional.of(StoreProcess.uri(storePort));
        }
        TargetEnvironment environment = new TargetEnvironment(root, referenceServer, port, storeUri, heap,
                sibling(logBase, "-server.log"), sibling(logBase, "-" + target.name()), startTimeout);
        return new StartedTarget(target, environment.url(), new ServerLauncher(target.launch(environment)), store);
    }

    public ShippedTarget target() {
        return target;
    }

    public BaseUrl url() {
        return url;
    }

    public Path log() {
        return server.log();
    }

    /** Starts the store (if any), then the server; returns once both are up. */
    public void start() {
        if (store != null) {
            store.start();
        }
        try {
            server.start();
        } catch (RuntimeException e) {
            stop();
            throw e;
        }
        LOG.info("Target {} is up at {}: {}", target.name(), url.http(), target.description());
    }

    /** The running processes, server first: sampled together as the server side of the run. */
    public List<ProcessHandle> processes() {
        List<ProcessHandle> processes = new ArrayList<>();
        server.handle().ifPresent(processes::add);
        if (store != null) {
            store.handle().ifPresent(processes::add);
        }
        return processes;
    }

    /** Tells {@code listener} why, if the server or its store exits while running. */
    public void onUnexpectedExit(Consumer<String> listener) {
        server.onUnexpectedExit(listener);
        if (store != null) {
            store.onUnexpectedExit(why -> listener.accept("the store beside it: " + why));
        }
    }

    public void stop() {
        server.stop();
        if (store != null) {
            store.stop();
        }
    }

    private static Path sibling(Path base, String suffix) {
        return base.resolveSibling(base.getFileName() + suffix);
    }
}
