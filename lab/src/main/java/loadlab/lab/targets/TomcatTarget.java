package loadlab.lab.targets;

import java.util.List;
import java.util.Map;
import loadlab.lab.launch.JavaCommand;
import loadlab.lab.launch.LaunchSpec;

/**
 * tomcat-server/: embedded Tomcat 11 with a servlet per endpoint (Jakarta WebSocket for the sockets),
 * /items through the MongoDB Java driver to the store the suite starts beside it. It gets the same heap
 * as the reference server would.
 */
final class TomcatTarget extends ShippedTarget {
    static final String MAIN_CLASS = "loadlab.tomcat.TomcatServer";

    TomcatTarget() {
        super("tomcat", "tomcat-server/, embedded Tomcat 11, a servlet per endpoint, default connector",
                Serves.PLAIN_CONTRACT, true);
    }

    @Override
    public LaunchSpec launch(TargetEnvironment environment) {
        List<String> command = List.of(JavaCommand.javaBinary(), "-Xmx" + environment.heap().xmx(),
                "-XX:+ExitOnOutOfMemoryError", "-cp", JavaCommand.classpath(environment.root(), "tomcat-server"),
                MAIN_CLASS);
        return environment.process(command, Map.of("PORT", Integer.toString(environment.port()),
                "MONGODB_URI", environment.requireStore()), null);
    }
}
