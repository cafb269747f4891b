package loadlab.lab.targets;

import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import loadlab.lab.launch.LaunchSpec;

/**
 * A server the suite can start itself and measure (-Dtarget=name, -Dtargets=a,b), as targets.json declares
 * it ({@link ShippedTargets}): what it is, what it serves, whether it writes to a store the suite starts
 * beside it, and how it runs.
 *
 * @param name        lower case, as -Dtarget takes it and the runs record it: {@code node-cluster}
 * @param description one line for the logs, the run record and the summary
 * @param needsStore  true when it writes /items to the embedded store the suite runs as a process beside it
 * @param folder      the project folder its program lives in (node and java runners)
 * @param main        the program: a script, a main class, or nginx's configuration resource
 * @param environment added to the process's environment after PORT and MONGODB_URI
 */
public record ShippedTarget(
        String name,
        String description,
        Set<ContractPart> serves,
        boolean needsStore,
        TargetRunner runner,
        String folder,
        String main,
        Map<String, String> environment) {

    public ShippedTarget {
        if (name == null || !name.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("a target's name is lower case letters, digits and dashes, got '" + name + "'");
        }
        if (description == null || description.isBlank() || serves == null || serves.isEmpty() || runner == null) {
            throw new IllegalArgumentException("target '" + name + "' needs a description, what it serves and a runner");
        }
        serves = Collections.unmodifiableSet(EnumSet.copyOf(serves));
        environment = environment == null ? Map.of() : Map.copyOf(environment);
        String cannot = runner.cannotRun(needsStore, folder, main);
        if (cannot != null) {
            throw new IllegalArgumentException("target '" + name + "': " + cannot);
        }
    }

    /** Installs or checks what it needs before its first start (npm packages, a binary); idempotent. */
    public void prepare(Path root) {
        runner.prepare(this, root);
    }

    /** The command that runs it on {@code environment.port()}, answering GET /health with 200 once up. */
    public LaunchSpec launch(TargetEnvironment environment) {
        return runner.launch(this, environment);
    }

    /** Why it cannot run a simulation that needs these, or empty when it can. */
    public Optional<String> cannotServe(Set<ContractPart> needs) {
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
