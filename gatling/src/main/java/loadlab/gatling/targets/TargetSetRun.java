package loadlab.gatling.targets;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import loadlab.gatling.server.ChildProcess;
import loadlab.gatling.server.JavaCommand;
import loadlab.gatling.settings.LabSettings;
import loadlab.gatling.settings.TargetChoice;
import loadlab.reports.targets.SimulationOutcome;
import loadlab.reports.targets.TargetRuns;
import loadlab.reports.targets.TargetSet;
import loadlab.reports.targets.TargetSets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code mvn gatling:test -Dtargets=reference,node,...} (or {@code -Dtarget=node}): the chosen
 * simulations once per target, one target at a time, each run a Gatling run of its own in a JVM of
 * its own (as the Gatling Maven plugin forks them), with its own report, told its target by -Dtarget;
 * a simulation that needs what a target does not serve is skipped. The set is recorded in
 * reports/target-sets/ after every run, for the summary to put the targets side by side. A failed run
 * does not stop the set; the set fails at the end if any run failed or nothing ran.
 * The pom runs this with exec:java in place of the plugin when -Dtargets or -Dtarget is given.
 */
public final class TargetSetRun {
    private static final Logger LOG = LoggerFactory.getLogger(TargetSetRun.class);
    private static final String GATLING_MAIN = "io.gatling.app.Gatling";
    /** Gatling's exit code when the run's assertions failed (any other non-zero: it broke). */
    private static final int ASSERTIONS_FAILED = 2;
    /** What the Gatling Maven plugin gives every Gatling JVM it forks (its GatlingConstants), then the pom's heap. */
    private static final List<String> GATLING_JVM_OPTIONS = List.of("-XX:+HeapDumpOnOutOfMemoryError",
            "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12", "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED");

    private final LabSettings settings;
    private final List<SuiteSimulation> simulations;
    private final String classpath;
    private final TargetSets sets;

    private TargetSetRun(LabSettings settings, List<SuiteSimulation> simulations, String classpath) {
        this.settings = settings;
        this.simulations = simulations;
        this.classpath = classpath;
        this.sets = TargetSets.under(settings.results());
    }

    public static void main(String[] args) {
        LabSettings settings = LabSettings.fromSystemProperties();
        String simulation = System.getProperty("simulation", "").trim();
        List<SuiteSimulation> simulations = simulation.isEmpty() ? List.of(SuiteSimulation.values())
                : List.of(SuiteSimulation.parse(simulation));
        TargetSet set = new TargetSetRun(settings, simulations, classpath()).run(settings.targetSet());
        List<String> failed = set.targets().stream()
                .flatMap(target -> target.outcomes().stream()
                        .filter(outcome -> outcome.status() == SimulationOutcome.Status.FAILED)
                        .map(outcome -> target.name() + " " + outcome.simulation() + ": " + outcome.reason()))
                .toList();
        boolean anyRan = set.targets().stream().flatMap(target -> target.outcomes().stream())
                .anyMatch(outcome -> outcome.status() != SimulationOutcome.Status.SKIPPED);
        if (!failed.isEmpty()) {
            throw new IllegalStateException("Target set FAILED: " + String.join("; ", failed));
        }
        if (!anyRan) {
            throw new IllegalStateException("Target set ran nothing: no target serves what the chosen simulations need");
        }
    }

    private TargetSet run(List<TargetChoice> choices) {
        List<Optional<ShippedTarget>> shipped = choices.stream()
                .map(choice -> choice.baseUrl().isPresent() ? Optional.<ShippedTarget>empty()
                        : Optional.of(ShippedTargets.byName(choice.name())))
                .toList();
        List<TargetRuns> planned = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            TargetChoice choice = choices.get(i);
            planned.add(TargetRuns.planned(choice.name(), shipped.get(i).map(ShippedTarget::description)
                    .orElseGet(() -> "the server at " + choice.baseUrl().orElseThrow().http() + " (not started by the suite)")));
        }
        TargetSet set = TargetSet.started(System.currentTimeMillis(), settings.profile().id(),
                simulations.stream().map(SuiteSimulation::simpleName).toList(), planned);
        sets.write(set);
        LOG.info("Target set: {} x {}, profile {}", choices, set.simulations(), set.profile());
        for (int i = 0; i < choices.size(); i++) {
            TargetChoice choice = choices.get(i);
            Optional<ShippedTarget> target = shipped.get(i);
            target.ifPresent(it -> it.prepare(settings.root()));
            for (SuiteSimulation simulation : simulations) {
                Optional<String> cannot = target.flatMap(it -> it.cannotServe(simulation.needs(settings)));
                SimulationOutcome outcome = cannot.isPresent()
                        ? SimulationOutcome.skipped(simulation.simpleName(), cannot.get())
                        : runOne(choice, simulation);
                LOG.info("Target {}: {} {}{}", choice.name(), simulation.simpleName(), outcome.status(),
                        outcome.reason() == null ? "" : " (" + outcome.reason() + ")");
                set = set.with(choice.name(), outcome);
                sets.write(set);
            }
        }
        set = set.ended(System.currentTimeMillis());
        sets.write(set);
        LOG.info("Target set recorded in {}", sets.folder());
        return set;
    }

    private SimulationOutcome runOne(TargetChoice target, SuiteSimulation simulation) {
        List<String> command = new ArrayList<>(List.of(JavaCommand.javaBinary()));
        command.addAll(GATLING_JVM_OPTIONS);
        command.add("-Xms" + System.getProperty("lab.injector.xms", "512m"));
        command.add("-Xmx" + System.getProperty("lab.injector.xmx", "2g"));
        for (Map.Entry<String, String> property : PropagatedProperties.of(System.getProperties()).entrySet()) {
            command.add("-D" + property.getKey() + "=" + property.getValue());
        }
        command.add("-Dtarget=" + target.name());
        target.baseUrl().ifPresent(url -> command.add("-DbaseUrl=" + url.http()));
        command.addAll(List.of("-cp", classpath, GATLING_MAIN, "-s", simulation.className(),
                "-rf", settings.results().toString()));
        LOG.info("Target {}: running {}", target.name(), simulation.className());
        try {
            Process gatling = ChildProcess.withOutputShown(command).start();
            int code = gatling.waitFor();
            if (code == 0) {
                return SimulationOutcome.passed(simulation.simpleName());
            }
            return SimulationOutcome.failed(simulation.simpleName(), code == ASSERTIONS_FAILED
                    ? "assertions failed (see its Gatling report)" : "Gatling exited with code " + code);
        } catch (IOException e) {
            return SimulationOutcome.failed(simulation.simpleName(), "could not start Gatling: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + simulation.simpleName() + " against "
                    + target.name(), e);
        }
    }

    /** The test classpath exec:java runs this with (its class loader's URLs), else this JVM's. */
    private static String classpath() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader instanceof URLClassLoader urls && urls.getURLs().length > 0) {
            return Arrays.stream(urls.getURLs()).map(TargetSetRun::path).collect(Collectors.joining(File.pathSeparator));
        }
        return System.getProperty("java.class.path");
    }

    private static String path(URL url) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("not a file on the classpath: " + url, e);
        }
    }
}
