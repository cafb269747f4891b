package loadlab.lab.targets;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;

/**
 * The system properties a target set hands on to each Gatling run it forks: every one given to mvn
 * (-Dprofile, -Dsteps, ...), none of the JVM's or Maven's own, the same rule the Gatling Maven plugin
 * applies when it forks Gatling; the runner's own (-Dtargets, -Dtarget, -DbaseUrl, -Dsimulation, -Dagainst,
 * -Dpairs) stay with the set or comparison, which gives each run its target.
 */
final class PropagatedProperties {
    private static final List<String> OWN_PREFIXES = List.of("awt.", "file.", "guice.", "hudson.", "idea.", "java.",
            "jdk.", "jline.", "jna.", "log4j.", "maven.", "os.", "sbt.", "scala.", "sun.", "swoval.", "user.");
    private static final Set<String> OWN_NAMES = Set.of("apple.awt.application.name", "classworlds.conf",
            "ftp.nonProxyHosts", "ftp.proxyHost", "ftp.proxyPort", "http.nonProxyHosts", "http.proxyHost", "http.proxyPort",
            "https.proxyHost", "https.proxyPort", "library.jansi.path", "line.separator", "native.encoding",
            "org.slf4j.simpleLogger.defaultLogLevel", "path.separator", "socksNonProxyHosts", "socksProxyHost",
            "socksProxyPort", "socksProxyVersion", "stderr.encoding", "stdin.encoding", "stdout.encoding",
            "gatling.simulationClass", "targets", RunRecord.TARGET_SETTING, "simulation", PlanSettings.BASE_URL, "against",
            "pairs");

    private PropagatedProperties() {
    }

    /** The properties to hand on, by name. */
    static Map<String, String> of(Properties properties) {
        Map<String, String> kept = new TreeMap<>();
        for (String name : properties.stringPropertyNames()) {
            if (!OWN_NAMES.contains(name) && OWN_PREFIXES.stream().noneMatch(name::startsWith)) {
                kept.put(name, properties.getProperty(name));
            }
        }
        return kept;
    }
}
