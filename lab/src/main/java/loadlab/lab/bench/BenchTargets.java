package loadlab.lab.bench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import loadlab.lab.launch.BaseUrl;
import loadlab.lab.launch.FreePort;
import loadlab.lab.launch.LaunchSpec;
import loadlab.lab.launch.Readiness;
import loadlab.lab.launch.ServerLauncher;
import loadlab.lab.settings.ServerHeap;
import loadlab.lab.targets.ReferenceServer;
import loadlab.lab.targets.ShippedTarget;
import loadlab.lab.targets.ShippedTargets;
import loadlab.lab.targets.StartedTarget;

/**
 * The bench's targets, started as the suite starts them: nginx (one worker, the machine's ceiling for /hello),
 * the reference server, one Node.js process (the usual way to write such a server), and the baseline jar when
 * one is given. The reference server and the baseline are started here rather than as the shipped target, so
 * each takes its own JVM options; their heap holds every document the bench's POSTs can store.
 */
final class BenchTargets implements AutoCloseable {
    static final String NGINX = "nginx";
    static final String SERVER = "server";
    static final String NODE = "node";
    static final String BASELINE = "baseline";
    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /** More POSTs a second than this machine's server answers, for the heap's share of stored documents. */
    private static final long POSTS_PER_SECOND_AT_MOST = 20_000;

    /** One started target: where it answers, and its processes (the server first) for its CPU. */
    record Running(String name, BaseUrl url, Supplier<List<ProcessHandle>> processes) {
    }

    private final Map<String, Running> running = new LinkedHashMap<>();
    private final List<Runnable> stops = new ArrayList<>();

    static BenchTargets start(BenchOptions options, Path root, Path referenceServer, Path logs) {
        BenchTargets targets = new BenchTargets();
        try {
            targets.shipped(NGINX, root, logs);
            long seconds = 2L * (options.durationSeconds() / 2 + 1) + (long) options.rounds() * options.durationSeconds();
            ServerHeap heap = ServerHeap.of("256m", seconds * POSTS_PER_SECOND_AT_MOST);
            targets.reference(SERVER, referenceServer, options.serverJvmOptions(), heap, logs);
            if (options.node()) {
                targets.shipped(NODE, root, logs);
            }
            options.baseline().ifPresent(jar -> targets.reference(BASELINE, jar, options.baselineJvmOptions(), heap, logs));
        } catch (RuntimeException e) {
            targets.close();
            throw e;
        }
        return targets;
    }

    /** The targets in the order they were started: nginx, server, node, baseline. */
    List<String> names() {
        return List.copyOf(running.keySet());
    }

    Running get(String name) {
        Running target = running.get(name);
        if (target == null) {
            throw new IllegalArgumentException("no bench target " + name + "; there are " + running.keySet());
        }
        return target;
    }

    private void shipped(String name, Path root, Path logs) {
        ShippedTarget target = ShippedTargets.byName(name);
        target.prepare(root);
        StartedTarget started = StartedTarget.plan(target, root, logs.resolve(name), ServerHeap.of("256m", 0),
                START_TIMEOUT);
        stops.add(started::stop);
        started.start();
        // The server's own process, not its store's: the bench measures what answers /hello.
        running.put(name, new Running(name, started.url(), () -> started.processes().subList(0, 1)));
    }

    private void reference(String name, Path server, List<String> jvmOptions, ServerHeap heap, Path logs) {
        int port = FreePort.onLoopback();
        List<String> command = new ArrayList<>(ReferenceServer.command(server, port, heap));
        command.addAll(1, jvmOptions);
        BaseUrl url = BaseUrl.loopback(port);
        ServerLauncher launcher = new ServerLauncher(LaunchSpec.of(command, Readiness.http(url.resolve("/health")),
                logs.resolve(name + "-server.log"), START_TIMEOUT));
        stops.add(launcher::stop);
        launcher.start();
        running.put(name, new Running(name, url,
                () -> launcher.handle().map(List::of).orElseThrow(() -> new IllegalStateException(name + " is not running"))));
    }

    @Override
    public void close() {
        for (int i = stops.size() - 1; i >= 0; i--) {
            stops.get(i).run();
        }
    }
}
