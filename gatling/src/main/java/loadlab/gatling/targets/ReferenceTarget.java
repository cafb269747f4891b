package loadlab.gatling.targets;

import java.util.EnumSet;
import java.util.Set;
import loadlab.gatling.server.LaunchSpec;
import loadlab.gatling.server.Readiness;

/** The Micronaut reference server (server/), with its embedded store inside its own JVM. */
final class ReferenceTarget implements ShippedTarget {
    @Override
    public String name() {
        return "reference";
    }

    @Override
    public String description() {
        return "the Micronaut reference server (server/), embedded store in its JVM";
    }

    @Override
    public Set<Serves> serves() {
        return EnumSet.allOf(Serves.class);
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        return LaunchSpec.of(ReferenceServer.command(environment.root(), environment.port(), environment.heap()),
                Readiness.http(environment.url().resolve("/health")), environment.log(), environment.startTimeout());
    }
}
