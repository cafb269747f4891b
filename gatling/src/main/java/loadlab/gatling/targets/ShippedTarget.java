package loadlab.gatling.targets;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import loadlab.gatling.server.LaunchSpec;

/**
 * A server the suite can start itself and measure (-Dtarget=name, -Dtargets=a,b): what it is, what it
 * serves, whether it writes to a store the suite starts beside it, and how to run it. Every shipped
 * target is listed in {@link ShippedTargets}.
 */
public interface ShippedTarget {
    /** Lower case, as -Dtarget takes it and the runs record it: {@code node-cluster}. */
    String name();

    /** One line for the logs, the run record and the summary. */
    String description();

    Set<Serves> serves();

    /** True when it writes /items to the embedded store the suite runs as a process beside it. */
    default boolean needsStore() {
        return false;
    }

    /** Installs or checks what it needs before its first start (npm packages, a binary); idempotent. */
    default void prepare(Path root) {
    }

    /** The command that runs it on {@code environment.port()}, answering GET /health with 200 once up. */
    LaunchSpec launch(TargetEnvironment environment);

    /** Why it cannot run a simulation that needs these, or empty when it can. */
    default Optional<String> cannotServe(Set<Serves> needs) {
        return needs.stream()
                .filter(need -> !serves().contains(need))
                .findFirst()
                .map(missing -> name() + " does not serve " + missing.what());
    }
}
