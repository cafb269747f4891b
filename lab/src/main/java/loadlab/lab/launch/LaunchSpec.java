package loadlab.lab.launch;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * How to run one process of a target: its command line, extra environment, working directory (null:
 * this JVM's), when it counts as up, where its output goes, and how long it may take to come up.
 */
public record LaunchSpec(
        List<String> command,
        Map<String, String> environment,
        Path directory,
        Readiness readiness,
        Path log,
        Duration startTimeout) {

    public LaunchSpec {
        if (command == null || command.isEmpty()) {
            throw new IllegalArgumentException("a launch needs a command");
        }
        command = List.copyOf(command);
        environment = environment == null ? Map.of() : Map.copyOf(environment);
    }

    /** A process started from this JVM's directory with its environment as it is. */
    public static LaunchSpec of(List<String> command, Readiness readiness, Path log, Duration startTimeout) {
        return new LaunchSpec(command, Map.of(), null, readiness, log, startTimeout);
    }
}
