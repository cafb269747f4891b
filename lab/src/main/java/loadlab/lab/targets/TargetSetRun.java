package loadlab.lab.targets;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.TargetChoice;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.targets.SimulationOutcome;
import loadlab.record.targets.TargetRuns;
import loadlab.record.targets.TargetSet;
import loadlab.record.targets.TargetSets;
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

    private final LabSettings settings;
    private final List<SuiteSimulation> simulations;
    private final GatlingFork gatling;
    private final TargetSets sets;

    private TargetSetRun(LabSettings settings, List<SuiteSimulation> simulations, GatlingFork gatling) {
        this.settings = settings;
        this.simulations = simulations;
        this.gatling = gatling;
        this.sets = TargetSets.under(settings.results());
    }

    public static void main(String[] args) {
        LabSettings settings = LabSettings.fromSystemProperties();
        List<SuiteSimulation> simulations = SuiteSimulation.chosen(System.getProperty("simulation"));
        TargetSet set = new TargetSetRun(settings, simulations, GatlingFork.onThisClasspath()).run(settings.targetSet());
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
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(RunRecord.TARGET_SETTING, target.name());
        target.baseUrl().ifPresent(url -> properties.put(PlanSettings.BASE_URL, url.http()));
        LOG.info("Target {}: running {}", target.name(), simulation.className());
        try {
            int code = gatling.run(simulation.className(), properties, settings.results());
            if (code == 0) {
                return SimulationOutcome.passed(simulation.simpleName());
            }
            return SimulationOutcome.failed(simulation.simpleName(), code == GatlingFork.ASSERTIONS_FAILED
                    ? "assertions failed (see its Gatling report)" : "Gatling exited with code " + code);
        } catch (IOException e) {
            return SimulationOutcome.failed(simulation.simpleName(), "could not start Gatling: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + simulation.simpleName() + " against "
                    + target.name(), e);
        }
    }
}
