package loadlab.gatling.ab;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadlab.gatling.settings.LabSettings;
import loadlab.gatling.targets.GatlingFork;
import loadlab.gatling.targets.SuiteSimulation;
import loadlab.record.ab.AbRecord;
import loadlab.record.ab.AbRecords;
import loadlab.record.ab.AbSide;
import loadlab.record.ab.RoundRun;
import loadlab.record.names.RunNames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code mvn gatling:test -Dagainst=<git ref | server jar | http://host:port> [-Drounds=N]}: the chosen
 * simulations against A (the baseline) and B (the server under test: the working tree's reference
 * server, or -Dtarget / -DbaseUrl) in N interleaved rounds, one injector, the same knobs. Odd rounds
 * run A then B, even rounds B then A, each simulation's two runs back to back, so that the machine's
 * drift and its neighbours fall on both sides alike: on shared cores the same build moves 2x between
 * runs minutes apart, while two builds side by side in one run keep a 10-30 % difference visible.
 * Each run is a Gatling run of its own in a JVM of its own, its server started for it as for any run,
 * into a results folder of its own (see {@link AbRecords}). Then the summary puts the comparison on
 * the page and the reports module's {@code ab} command judges it: the build fails when a gated figure
 * of B is worse than A's beyond its threshold with confidence, or when a run of B failed. A gated
 * figure the planned rounds find worse is first confirmed: its simulation runs as many rounds again and
 * only a WORSE in those fresh rounds too fails the build ({@link AbRecord}).
 * The pom runs this with exec:java in place of the Gatling plugin when -Dagainst is given.
 */
public final class AbRun {
    private static final Logger LOG = LoggerFactory.getLogger(AbRun.class);
    private static final String REPORTS_MAIN = "loadlab.reports.CommandLine";
    /** The planned rounds' suspects, one metric id per line, in the comparison's folder. */
    private static final String SUSPECTS = "suspects.txt";

    private final LabSettings settings;
    private final List<SuiteSimulation> simulations;
    private final GatlingFork gatling;
    private final AbRecords records;

    private AbRun(LabSettings settings, List<SuiteSimulation> simulations, GatlingFork gatling) {
        this.settings = settings;
        this.simulations = simulations;
        this.gatling = gatling;
        this.records = AbRecords.under(settings.results());
    }

    public static void main(String[] args) {
        LabSettings settings = LabSettings.fromSystemProperties();
        List<SuiteSimulation> simulations = SuiteSimulation.chosen(System.getProperty("simulation"));
        AbRun run = new AbRun(settings, simulations, GatlingFork.onThisClasspath());
        List<String> failures = run.judge(run.compare());
        if (!failures.isEmpty()) {
            throw new IllegalStateException("A/B comparison FAILED: " + String.join("; ", failures));
        }
    }

    private AbRecord compare() {
        if (System.getProperty("targets") != null) {
            throw new IllegalArgumentException("-Dagainst compares two servers, -Dtargets puts several side by side:"
                    + " give one of them");
        }
        Against against = Against.parse(settings.against().orElseThrow(
                () -> new IllegalArgumentException("-Dagainst names the baseline to compare with")));
        int rounds = settings.rounds();
        long start = System.currentTimeMillis();
        ComparedServer b = ComparedServer.underTest(settings);
        ComparedServer a = ComparedServer.baseline(against, settings, records.folderOf(start).resolve("build-A.log"));
        for (SuiteSimulation simulation : simulations) {
            for (ComparedServer side : List.of(a, b)) {
                side.cannotServe(simulation, settings).ifPresent(why -> {
                    throw new IllegalArgumentException(side.side().label() + " cannot run " + simulation.simpleName()
                            + ": " + why + "; choose the simulations with -Dsimulation");
                });
            }
        }
        AbRecord record = AbRecord.started(start, settings.profile().id(),
                simulations.stream().map(SuiteSimulation::simpleName).toList(), rounds, a.side(), b.side());
        records.write(record);
        LOG.info("A/B comparison, profile {}, {} round(s) of {}: A = {}; B = {}; recorded in {}", record.profile(),
                rounds, record.simulations(), a.side().description(), b.side().description(), records.folderOf(record));
        record = runRounds(record, 1, rounds, simulations, a, b).ended(System.currentTimeMillis());
        records.write(record);
        List<String> suspects = suspects(record);
        if (!suspects.isEmpty()) {
            List<SuiteSimulation> again = simulations.stream().filter(simulation -> suspects.stream().anyMatch(id ->
                    RunNames.simulationOfMetric(id).map(simulation.simpleName()::equals).orElse(true))).toList();
            LOG.info("A/B: the {} planned round(s) found {} worse; {} more round(s) of {} confirm or clear it", rounds,
                    suspects, rounds, again.stream().map(SuiteSimulation::simpleName).toList());
            record = record.confirming(suspects);
            records.write(record);
            record = runRounds(record, rounds + 1, record.allRounds(), again, a, b).ended(System.currentTimeMillis());
            records.write(record);
        }
        LOG.info("A/B comparison ran {} run(s) in {}", record.runs().size(),
                Duration.ofMillis(record.endEpochMillis() - start));
        return record;
    }

    /** Rounds first..last of the simulations, ABBA, each run recorded as it ends. */
    private AbRecord runRounds(AbRecord record, int first, int last, List<SuiteSimulation> chosen, ComparedServer a,
            ComparedServer b) {
        AbRecord so = record;
        for (int round = first; round <= last; round++) {
            for (SuiteSimulation simulation : chosen) {
                for (AbSide.Label label : AbRecord.order(round)) {
                    RoundRun run = runOne(so, round, label == AbSide.Label.A ? a : b, simulation);
                    so = so.with(run);
                    records.write(so);
                }
            }
        }
        return so;
    }

    /**
     * The gated metrics the planned rounds found WORSE, as the reports module's {@code ab} command
     * judges them (it prints its table, then writes their ids); none when it could not judge.
     */
    private List<String> suspects(AbRecord record) {
        Path file = records.folderOf(record).resolve(SUSPECTS);
        int code = reportsCommand(List.of("ab", "reports=" + settings.results(), "lab.root=" + settings.root(),
                "suspects=" + file));
        if (code == 2 || !Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file).stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    private RoundRun runOne(AbRecord record, int round, ComparedServer server, SuiteSimulation simulation) {
        AbSide.Label label = server.side().label();
        Path results = records.runFolder(record, round, label);
        Map<String, String> properties = new LinkedHashMap<>(server.runProperties());
        properties.put("lab.results", results.toString());
        LOG.info("A/B round {}/{}, {}: {}", round, record.allRounds(), label, simulation.simpleName());
        long started = System.currentTimeMillis();
        RoundRun.Status status;
        String reason = null;
        try {
            int code = gatling.run(simulation.className(), properties, results);
            status = code == 0 ? RoundRun.Status.PASSED
                    : code == GatlingFork.ASSERTIONS_FAILED ? RoundRun.Status.ASSERTIONS_FAILED : RoundRun.Status.FAILED;
            if (code != 0) {
                reason = code == GatlingFork.ASSERTIONS_FAILED ? "assertions failed (see its Gatling report)"
                        : "Gatling exited with code " + code;
            }
        } catch (IOException e) {
            status = RoundRun.Status.FAILED;
            reason = "could not start Gatling: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted in round " + round + " (" + label + ")", e);
        }
        RoundRun run = new RoundRun(round, label, simulation.simpleName(), status, reason, started,
                System.currentTimeMillis());
        LOG.info("A/B round {}/{}, {}: {} {} in {} s", round, record.allRounds(), label, simulation.simpleName(), status,
                (run.endEpochMillis() - run.startEpochMillis()) / 1000);
        return run;
    }

    /**
     * Puts the comparison on the summary page, then has it judged; returns why the build fails: a gated
     * figure worse with confidence (the judge's exit code), a run of B that did not pass.
     */
    private List<String> judge(AbRecord record) {
        List<String> failures = new ArrayList<>();
        String reports = "reports=" + settings.results();
        String root = "lab.root=" + settings.root();
        if (reportsCommand(List.of("summary", reports, root)) != 0) {
            failures.add("the summary could not be written (its output above says why)");
        }
        if (reportsCommand(List.of("ab", reports, root)) != 0) {
            failures.add("B is worse than A beyond a threshold, or nothing could be compared (the A/B table above)");
        }
        record.runs().stream()
                .filter(run -> run.side() == AbSide.Label.B && run.status() != RoundRun.Status.PASSED)
                .forEach(run -> failures.add("round " + run.round() + ", B, " + run.simulation() + ": " + run.reason()));
        record.runs().stream()
                .filter(run -> run.side() == AbSide.Label.A && run.status() != RoundRun.Status.PASSED)
                .forEach(run -> LOG.warn("A/B round {}, A (the baseline), {}: {}", run.round(), run.simulation(),
                        run.reason()));
        return failures;
    }

    private int reportsCommand(List<String> arguments) {
        try {
            return gatling.runMain(REPORTS_MAIN, arguments);
        } catch (IOException e) {
            LOG.error("Could not run the reports command {}: {}", arguments.get(0), e.toString());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running the reports command " + arguments.get(0), e);
        }
    }
}
