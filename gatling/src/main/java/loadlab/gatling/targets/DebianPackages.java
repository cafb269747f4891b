package loadlab.gatling.targets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import loadlab.gatling.server.Executables;
import loadlab.gatling.server.ServerStartException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A program a target needs (node, nginx), found on the PATH or in /usr/sbin, or else installed from
 * the Debian package that ships it, through apt-get, when this JVM runs as root on a machine that has
 * apt-get; otherwise the start fails with the command to run.
 */
final class DebianPackages {
    private static final Logger LOG = LoggerFactory.getLogger(DebianPackages.class);
    private static final long INSTALL_MINUTES = 10;

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
        run(List.of("apt-get", "update", "-qq"));
        run(concat(List.of("apt-get", "install", "-y", "-qq"), packages));
        return find(name).orElseThrow(() -> new ServerStartException(install + " ran, but there is still no " + name));
    }

    private static Optional<Path> find(String name) {
        Path sbin = Path.of("/usr/sbin", name);
        return Executables.onPath(name).or(() -> Files.isExecutable(sbin) ? Optional.of(sbin) : Optional.empty());
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void run(List<String> command) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
            builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
            Process process = builder.start();
            if (!process.waitFor(INSTALL_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new ServerStartException(String.join(" ", command) + " took over " + INSTALL_MINUTES + " minutes");
            }
            if (process.exitValue() != 0) {
                throw new ServerStartException(String.join(" ", command) + " failed with exit code " + process.exitValue());
            }
        } catch (IOException e) {
            throw new ServerStartException("could not run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerStartException("interrupted while running " + String.join(" ", command), e);
        }
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }
}
