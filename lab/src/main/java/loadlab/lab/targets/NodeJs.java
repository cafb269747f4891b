package loadlab.lab.targets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import loadlab.lab.launch.BoundedCommand;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Node.js for the Node targets: the node binary (Debian's nodejs and npm when missing), and a
 * folder's packages installed exactly as its package-lock.json pins them ({@code npm ci}) when they
 * are missing or older than the lock file.
 */
final class NodeJs {
    private static final Logger LOG = LoggerFactory.getLogger(NodeJs.class);
    private static final Duration NPM_BOUND = Duration.ofMinutes(10);
    private static final List<String> PACKAGES = List.of("nodejs", "npm");

    private NodeJs() {
    }

    static String binary() {
        return DebianPackages.program("node", PACKAGES).toString();
    }

    static void ensurePackages(Path folder) {
        binary();
        Path installed = folder.resolve("node_modules/.package-lock.json");
        Path lock = folder.resolve("package-lock.json");
        if (Files.exists(installed) && modified(installed).compareTo(modified(lock)) >= 0) {
            return;
        }
        String npm = DebianPackages.program("npm", PACKAGES).toString();
        LOG.info("Installing the packages of {} (npm ci)", folder);
        BoundedCommand.run(List.of(npm, "ci", "--no-audit", "--no-fund"), folder, Map.of(), NPM_BOUND);
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
