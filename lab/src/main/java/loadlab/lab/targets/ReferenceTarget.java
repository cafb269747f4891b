package loadlab.lab.targets;

import java.util.EnumSet;
import java.util.Map;
import loadlab.lab.launch.LaunchSpec;

/** The Micronaut reference server (server/), with its embedded store inside its own JVM. */
final class ReferenceTarget extends ShippedTarget {

    ReferenceTarget() {
        super("reference", "the Micronaut reference server (server/), embedded store in its JVM",
                EnumSet.allOf(Serves.class), false);
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        return environment.process(ReferenceServer.command(environment.referenceServer(), environment.port(),
                environment.heap()),
                Map.of(), null);
    }
}
