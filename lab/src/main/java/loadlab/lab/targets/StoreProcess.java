package loadlab.lab.targets;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.launch.LaunchSpec;
import loadlab.lab.launch.Readiness;
import loadlab.lab.settings.ServerHeap;

/**
 * The reference server's embedded store (mongo-java-server, in memory) as a process of its own, for a
 * target that writes /items through a MongoDB driver: the same kind of store the reference server
 * writes to inside its JVM, so the comparison is of the servers, not of the databases.
 */
final class StoreProcess {
    static final String MAIN_CLASS = "loadlab.server.store.StandaloneStore";
    static final String DATABASE = "lab";

    private StoreProcess() {
    }

    static LaunchSpec launch(Path root, int port, ServerHeap heap, Path log, Duration startTimeout) {
        List<String> command = List.of(JavaCommand.javaBinary(), "-Xmx" + heap.xmx(), "-XX:+ExitOnOutOfMemoryError",
                "-cp", JavaCommand.classpath(root, "server"), MAIN_CLASS, "--port", Integer.toString(port));
        return LaunchSpec.of(command, Readiness.tcp(new InetSocketAddress("127.0.0.1", port)), log, startTimeout);
    }

    static String uri(int port) {
        return "mongodb://127.0.0.1:" + port + "/" + DATABASE;
    }
}
