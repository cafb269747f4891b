package loadlab.lab.launch;

import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends this JVM when the process that launched it goes away. gatling-maven-plugin forks Gatling
 * and does not stop the fork when Maven itself is killed (a CI job cancelled, kill on mvn's pid);
 * without this the load and the server it drives would run on with nobody to read the result.
 * Exiting runs the shutdown hooks, which stop the server.
 */
public final class OrphanGuard {
    private static final Logger LOG = LoggerFactory.getLogger(OrphanGuard.class);
    private static final AtomicBoolean ARMED = new AtomicBoolean();

    private OrphanGuard() {
    }

    public static void arm() {
        if (!ARMED.compareAndSet(false, true)) {
            return;
        }
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> {
            LOG.error("The process that launched this run (pid {}) is gone; stopping", parent.pid());
            System.exit(1);
        }));
    }
}
