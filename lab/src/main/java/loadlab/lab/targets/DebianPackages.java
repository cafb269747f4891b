package loadlab.lab.targets;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import loadlab.lab.launch.BoundedCommand;
import loadlab.lab.launch.Executables;
import loadlab.lab.launch.ServerStartException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A program a target needs (node, nginx), found on the PATH or in /usr/sbin, or else installed from
 * the Debian package that ships it, through apt-get, when this JVM runs as root on a machine that has
 * apt-get; otherwise the start fails with the command to run.
 */
final class DebianPackages {
    private static final Logger LOG = LoggerFactory.getLogger(DebianPackages.class);
    private static final Duration INSTALL_BOUND = Duration.ofMinutes(10);

    private DebianPackages() {
    }

    /** The program's path, installing {@code packages} first if it is missing. */
    static synchronized Path program(String name, List<String> packages) {
        Optional<Path> found = find(name);
        if (found.isPresent()) {
            return found.get();
        }
        String install = "apt-get install -y " + String.join(" ", packages);
        if (!isRoot() || Executables.onPath("apt-get").isEmpty()) {
            throw new ServerStartException(name + " is not installed; install it (" + install + ") and run again");
        }
        LOG.info("{} is missing: running apt-get update and {}", name, install);
        Map<String, String> quiet = Map.of("DEBIAN_FRONTEND", "noninteractive");
        BoundedCommand.run(List.of("apt-get", "update", "-qq"), null, quiet, INSTALL_BOUND);
        BoundedCommand.run(concat(List.of("apt-get", "install", "-y", "-qq"), packages), null, quiet, INSTALL_BOUND);
        return find(name).orElseThrow(() -> new ServerStartException(install + " ran, but there is still no " + name));
    }

    private static Optional<Path> find(String name) {
        Path sbin = Path.of("/usr/sbin", name);
        return Executables.onPath(name).or(() -> Files.isExecutable(sbin) ? Optional.of(sbin) : Optional.empty());
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }
}
