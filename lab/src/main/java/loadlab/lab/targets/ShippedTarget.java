package loadlab.lab.targets;

import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import loadlab.lab.launch.LaunchSpec;

/**
 * A server the suite can start itself and measure (-Dtarget=name, -Dtargets=a,b): what it is, what it
 * serves, whether it writes to a store the suite starts beside it, and how to run it. Every shipped
 * target is listed in {@link ShippedTargets}.
 */
public abstract class ShippedTarget {
    private final String name;
    private final String description;
    private final Set<Serves> serves;
    private final boolean needsStore;

    /**
     * @param name        lower case, as -Dtarget takes it and the runs record it: {@code node-cluster}
     * @param description one line for the logs, the run record and the summary
     * @param needsStore  true when it writes /items to the embedded store the suite runs as a process beside it
     */
    protected ShippedTarget(String name, String description, Set<Serves> serves, boolean needsStore) {
        this.name = name;
        this.description = description;
        this.serves = Collections.unmodifiableSet(EnumSet.copyOf(serves));
        this.needsStore = needsStore;
    }

    public final String name() {
        return name;
    }

    public final String description() {
        return description;
    }

    public final Set<Serves> serves() {
        return serves;
    }

    public final boolean needsStore() {
        return needsStore;
    }

    /** Installs or checks what it needs before its first start (npm packages, a binary); idempotent. */
    public void prepare(Path root) {
    }

    /** The command that runs it on {@code environment.port()}, answering GET /health with 200 once up. */
    public abstract LaunchSpec launch(TargetEnvironment environment);

    /** Why it cannot run a simulation that needs these, or empty when it can. */
    public final Optional<String> cannotServe(Set<Serves> needs) {
        return needs.stream()
                .filter(need -> !serves.contains(need))
                .min(Enum::compareTo)
                .map(missing -> name + " does not serve " + missing.what());
    }

    @Override
    public String toString() {
        return name;
    }
}
