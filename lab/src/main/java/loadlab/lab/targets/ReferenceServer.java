package loadlab.lab.targets;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.settings.ServerHeap;

/**
 * The command line that runs the reference server from the server module's build output
 * ({@link JavaCommand#classpath}) of a checkout, or from a server jar (an A/B comparison's baseline).
 */
public final class ReferenceServer {
    public static final String MAIN_CLASS = "loadlab.server.Application";

    private ReferenceServer() {
    }

    /**
     * The server runs with at most {@code heap} of heap; running out ends the process at once
     * (instead of a server limping on), so the run fails visibly; its store cap is sized on the same
     * heap, so a full store answers 503 store_full long before that.
     *
     * @param server a checkout whose server/ is built (the project root), or a server jar ({@code server.jar},
     *               which `mvn -pl server -am package` builds)
     */
    public static List<String> command(Path server, int port, ServerHeap heap) {
        String classpath = isJar(server) ? server.toString() : JavaCommand.classpath(server, "server");
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

    private static boolean isJar(Path server) {
        return Files.isRegularFile(server) && server.getFileName().toString().endsWith(".jar");
    }
}
