package loadlab.gatling.targets;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import loadlab.gatling.server.ServerStartException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Node.js for the Node targets: the node binary (Debian's nodejs and npm when missing), and a
 * folder's packages installed exactly as its package-lock.json pins them ({@code npm ci}) when they
 * are missing or older than the lock file.
 */
final class NodeJs {
    private static final Logger LOG = LoggerFactory.getLogger(NodeJs.class);
    private static final long NPM_MINUTES = 10;
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
        try {
            Process process = new ProcessBuilder(npm, "ci", "--no-audit", "--no-fund")
                    .directory(folder.toFile()).inheritIO().start();
            if (!process.waitFor(NPM_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new ServerStartException("npm ci in " + folder + " took over " + NPM_MINUTES + " minutes");
            }
            if (process.exitValue() != 0) {
                throw new ServerStartException("npm ci in " + folder + " failed with exit code " + process.exitValue());
            }
        } catch (IOException e) {
            throw new ServerStartException("could not run npm in " + folder + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ServerStartException("interrupted while running npm ci in " + folder, e);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
