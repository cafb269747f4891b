package loadlab.gatling.targets;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import loadlab.gatling.server.JavaCommand;
import loadlab.gatling.server.LaunchSpec;
import loadlab.gatling.server.Readiness;

/**
 * tomcat-server/: embedded Tomcat 11 with a servlet per endpoint (Jakarta WebSocket for the sockets),
 * /items through the MongoDB Java driver to the store the suite starts beside it. It gets the same heap
 * as the reference server would.
 */
final class TomcatTarget implements ShippedTarget {
    static final String MAIN_CLASS = "loadlab.tomcat.TomcatServer";

    @Override
    public String name() {
        return "tomcat";
    }

    @Override
    public String description() {
        return "tomcat-server/, embedded Tomcat 11, a servlet per endpoint, default connector";
    }

    @Override
    public Set<Serves> serves() {
        return EnumSet.of(Serves.HELLO, Serves.AJAX, Serves.WS, Serves.FRESH_WS, Serves.ITEMS);
    }

    @Override
    public boolean needsStore() {
        return true;
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        List<String> command = List.of(JavaCommand.javaBinary(), "-Xmx" + environment.heap().xmx(),
                "-XX:+ExitOnOutOfMemoryError", "-cp", JavaCommand.classpath(environment.root(), "tomcat-server"),
                MAIN_CLASS);
        return new LaunchSpec(command, Map.of("PORT", Integer.toString(environment.port()),
                "MONGODB_URI", environment.requireStore()), null,
                Readiness.http(environment.url().resolve("/health")), environment.log(), environment.startTimeout());
    }
}
