package loadlab.lab.targets;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import loadlab.lab.launch.LaunchSpec;

/**
 * node-server/ (Node.js http + ws, /items through the official mongodb driver to the store the suite
 * starts beside it): one process, or a cluster of one worker per core through node:cluster, the
 * module pm2's cluster mode runs on.
 */
final class NodeTarget extends ShippedTarget {
    private final boolean cluster;

    NodeTarget(boolean cluster) {
        super(cluster ? "node-cluster" : "node", cluster
                ? "node-server/ as a Node.js cluster, one worker per core (node:cluster, as pm2 cluster mode)"
                : "node-server/, one Node.js process", Serves.PLAIN_CONTRACT, true);
        this.cluster = cluster;
    }

    @Override
    public void prepare(Path root) {
        NodeJs.ensurePackages(root.resolve("node-server"));
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        Map<String, String> variables = cluster
                ? Map.of("PORT", Integer.toString(environment.port()), "MONGODB_URI", environment.requireStore(),
                        "WORKERS", "auto")
                : Map.of("PORT", Integer.toString(environment.port()), "MONGODB_URI", environment.requireStore());
        return environment.process(List.of(NodeJs.binary(), "server.js"), variables, environment.root().resolve("node-server"));
    }
}
