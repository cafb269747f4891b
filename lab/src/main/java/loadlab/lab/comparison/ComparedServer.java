package loadlab.lab.comparison;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.settings.TargetChoice;
import loadlab.lab.targets.ShippedTarget;
import loadlab.lab.targets.ShippedTargets;
import loadlab.lab.targets.SuiteSimulation;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import loadlab.record.comparison.ComparisonSide;

/**
 * One side of a comparison as its runs see it: what the page says of it, and the system properties
 * each of its Gatling runs gets on top of the ones both sides share (the knobs given to mvn).
 *
 * @param shipped the target the suite starts for it, or empty for a server elsewhere
 */
record ComparedServer(ComparisonSide side, Map<String, String> runProperties, Optional<ShippedTarget> shipped) {
    /** The name side A's runs record as their target when it is a server elsewhere. */
    static final String BASELINE_ELSEWHERE = "baseline";
    private static final String REFERENCE = "reference";
    /** The run property that names the reference server a side starts: a built checkout or a jar. */
    static final String REFERENCE_SERVER = "lab.referenceServer";

    ComparedServer {
        runProperties = Map.copyOf(runProperties);
    }

    /** A: the -Dagainst baseline, its reference server built first when it is a git ref. */
    static ComparedServer baseline(Against against, LabSettings settings, Path buildLog) {
        Path root = settings.root();
        if (against instanceof Against.GitRef ref) {
            String commit = new Git(root).commitOf(ref.given());
            Path built = CommitBuild.of(root, commit, buildLog);
            return started(new ComparisonSide(ComparisonSide.Label.A, ref.given(), "the reference server at " + ref.given() + " ("
                    + commit.substring(0, 12) + "), built in " + built, commit), built);
        }
        if (against instanceof Against.ServerJar jar) {
            return started(new ComparisonSide(ComparisonSide.Label.A, jar.given(), "the reference server from " + jar.jar(),
                    null),
                    jar.jar());
        }
        Against.ServerAt at = (Against.ServerAt) against;
        return new ComparedServer(new ComparisonSide(ComparisonSide.Label.A, at.given(), "the server at " + at.url().http()
                + " (not started by the suite: its CPU is not measured)", null),
                Map.of(PlanSettings.BASE_URL, at.url().http(), RunRecord.TARGET_SETTING, BASELINE_ELSEWHERE), Optional.empty());
    }

    /** B: what -Dtarget / -DbaseUrl name, by default the working tree's reference server. */
    static ComparedServer underTest(LabSettings settings) {
        TargetChoice choice = settings.targetSet().get(0);
        if (choice.baseUrl().isPresent()) {
            String url = choice.baseUrl().get().http();
            return new ComparedServer(new ComparisonSide(ComparisonSide.Label.B, choice.toString(), "the server at " + url
                    + " (not started by the suite: its CPU is not measured)", null),
                    Map.of(PlanSettings.BASE_URL, url, RunRecord.TARGET_SETTING, choice.name()), Optional.empty());
        }
        ShippedTarget target = ShippedTargets.byName(choice.name());
        String head = new Git(settings.root()).describeHead();
        String description = choice.name().equals(REFERENCE) && settings.referenceServer().equals(settings.root())
                ? "the reference server of the working tree " + settings.root()
                        + (head == null ? "" : " (" + head.substring(0, Math.min(12, head.length()))
                                + (head.endsWith("+dirty") ? ", with uncommitted changes" : "") + ")")
                : target.name() + ": " + target.description();
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(RunRecord.TARGET_SETTING, target.name());
        properties.put(REFERENCE_SERVER, settings.referenceServer().toString());
        return new ComparedServer(new ComparisonSide(ComparisonSide.Label.B, choice.name(), description, head), properties,
                Optional.of(target));
    }

    /** Why this side cannot run the simulation as the settings plan it, or empty when it can. */
    Optional<String> cannotServe(SuiteSimulation simulation, LabSettings settings) {
        return shipped.flatMap(target -> target.cannotServe(simulation.needs(settings)));
    }

    private static ComparedServer started(ComparisonSide side, Path referenceServer) {
        return new ComparedServer(side, Map.of(RunRecord.TARGET_SETTING, REFERENCE, REFERENCE_SERVER, referenceServer.toString()),
                Optional.of(ShippedTargets.byName(REFERENCE)));
    }
}
