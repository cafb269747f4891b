package loadlab.gatling.targets;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadlab.gatling.server.JavaCommand;
import loadlab.gatling.settings.ServerHeap;

/**
 * The command line that runs the reference server from the server module's build output
 * ({@link JavaCommand#classpath}).
 */
public final class ReferenceServer {
    public static final String MAIN_CLASS = "loadlab.server.Application";

    private ReferenceServer() {
    }

    /**
     * The server runs with at most {@code heap} of heap; running out ends the process at once
     * (instead of a server limping on), so the run fails visibly; its store cap is sized on the same
     * heap, so a full store answers 503 store_full long before that.
     */
    public static List<String> command(Path root, int port, ServerHeap heap) {
        String classpath = JavaCommand.classpath(root, "server");
        List<String> command = new ArrayList<>(List.of(JavaCommand.javaBinary(), "-Xmx" + heap.xmx(),
                "-XX:+ExitOnOutOfMemoryError"));
        command.addAll(heap.serverProperties());
        command.addAll(List.of(
                "-cp", classpath,
                "-Dmicronaut.server.host=127.0.0.1",
                "-Dmicronaut.server.port=" + port,
                MAIN_CLASS));
        return command;
    }
}
