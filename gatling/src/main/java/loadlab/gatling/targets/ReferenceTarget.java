package loadlab.gatling.targets;

import java.util.EnumSet;
import loadlab.gatling.server.LaunchSpec;
import loadlab.gatling.server.Readiness;

/** The Micronaut reference server (server/), with its embedded store inside its own JVM. */
final class ReferenceTarget extends ShippedTarget {

    ReferenceTarget() {
        super("reference", "the Micronaut reference server (server/), embedded store in its JVM",
                EnumSet.allOf(Serves.class), false);
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        return LaunchSpec.of(ReferenceServer.command(environment.root(), environment.port(), environment.heap()),
                Readiness.http(environment.url().resolve("/health")), environment.log(), environment.startTimeout());
    }
}
