package loadlab.lab.targets;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import loadlab.lab.launch.LaunchSpec;

/** socketio-node/: the Socket.IO v4 server on Node.js; only the transports in Socket.IO framing. */
final class SocketIoNodeTarget extends ShippedTarget {

    SocketIoNodeTarget() {
        super("socketio-node", "socketio-node/, Socket.IO v4 on one Node.js process (WebSocket transport only)",
                EnumSet.of(Serves.SOCKETIO), false);
    }

    @Override
    public void prepare(Path root) {
        NodeJs.ensurePackages(root.resolve("socketio-node"));
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        return environment.process(List.of(NodeJs.binary(), "server.js"), Map.of("PORT", Integer.toString(environment.port())),
                environment.root().resolve("socketio-node"));
    }
}
