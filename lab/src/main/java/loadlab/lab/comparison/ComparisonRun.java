package loadlab.lab.comparison;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.Collectors;
import loadlab.lab.settings.Knob;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.targets.GatlingFork;
import loadlab.lab.targets.SuiteSimulation;
import loadlab.record.CommandArguments;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.RoundRun;
import loadlab.record.names.RunNames;
import loadlab.reports.CommandLine;
import loadlab.reports.CommandOptions;
import loadlab.reports.comparison.JudgeSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code mvn gatling:test -Dagainst=<git ref | server jar | http://host:port> [-Dpairs=N]}: the chosen
 * simulations against A (the baseline) and B (the server under test: the working tree's reference
 * server, or -Dtarget / -DbaseUrl) in pairs of rounds, one injector, the same knobs
 * ({@link ComparisonLoop}). Each run is a Gatling run of its own in a JVM of its own, its server started
 * for it as for any run, into a results folder of its own ({@link ComparisonRecords}). The reports module's
 * {@code comparison} command is the judge: after the planned pairs it names the metrics that call for a second
 * look, and at the end the summary puts the comparison on the page and the same command fails the build
 * on whatever fails the comparison. The {@code comparison.*} and {@code comparisonThresholds} settings
 * given to mvn go on the comparison's record when it starts, and every reading judges by them. The pom
 * runs this with exec:java in place of the Gatling plugin when -Dagainst is given.
 */
public final class ComparisonRun {
    private static final Logger LOG = LoggerFactory.getLogger(ComparisonRun.class);
    /** The metrics the first look left open, one id per line, in the comparison's folder. */
    private static final String SECOND_LOOK = "second-look.txt";

    private final LabSettings settings;
    private final GatlingFork gatling;
    private final ComparisonRecords records;

    private ComparisonRun(LabSettings settings, GatlingFork gatling) {
        this.settings = settings;
        this.gatling = gatling;
        this.records = ComparisonRecords.under(settings.results());
    }

    public static void main(String[] args) {
        LabSettings settings = LabSettings.fromSystemProperties();
        if (System.getProperty("rounds") != null) {
            throw new IllegalArgumentException("-Drounds is gone: a comparison runs pairs of rounds (A then B, then B"
                    + " then A); give -Dpairs=N instead (docs/comparison.md)");
        }
        Properties system = System.getProperties();
        CommandOptions.RENAMED.refuse(system.stringPropertyNames().stream()
                .collect(Collectors.toMap(Function.identity(), system::getProperty)), "-D");
        List<SuiteSimulation> simulations = SuiteSimulation.chosen(System.getProperty("simulation"));
        ComparisonRun run = new ComparisonRun(settings, GatlingFork.onThisClasspath());
        List<String> failures = run.judge(run.compare(simulations));
        if (!failures.isEmpty()) {
            throw new IllegalStateException("A/B comparison FAILED: " + String.join("; ", failures));
        }
    }

    private ComparisonRecord compare(List<SuiteSimulation> simulations) {
        if (System.getProperty("targets") != null) {
            throw new IllegalArgumentException("-Dagainst compares two servers, -Dtargets puts several side by side:"
                    + " give one of them");
        }
        Against against = Against.parse(settings.against().orElseThrow(
                () -> new IllegalArgumentException("-Dagainst names the baseline to compare with")));
        int pairs = settings.pairs();
        JudgeSettings judgedBy = judgeSettings(settings.root(), System.getProperties());
        if (pairs < 2 && !judgedBy.allowInconclusive()) {
            throw new IllegalArgumentException("-Dpairs=" + pairs + " judges nothing (a verdict needs 2 pairs), so the"
                    + " comparison would fail: give -Dpairs=2 or more, or -Dcomparison.allowInconclusive=true to run it end to"
                    + " end only");
        }
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
        List<String> measurements = new ArrayList<>(simulations.stream().map(SuiteSimulation::simpleName).toList());
        List<String> whyNot = new ArrayList<>();
        Optional<InterleavedRound> interleaved = InterleavedRound.of(settings,
                measurements.contains(RunNames.HELLO_SIMULATION), a, b, records, whyNot);
        interleaved.ifPresent(round -> measurements.add(ComparisonRecord.INTERLEAVED));
        whyNot.forEach(why -> LOG.warn("A/B: no interleaved cross-check: {}", why));
        ComparisonRecord record = ComparisonRecord.started(start, settings.profile().id(), measurements, pairs, a.side(),
                b.side()).judgedBy(judgedBy.values());
        records.write(record);
        LOG.info("A/B comparison, profile {}, {} pair(s) of rounds of {}: A = {}; B = {}; recorded in {}",
                record.profile(), pairs, record.simulations(), a.side().description(), b.side().description(),
                records.folderOf(record));
        Map<String, SuiteSimulation> byName = simulations.stream()
                .collect(Collectors.toMap(SuiteSimulation::simpleName, Function.identity()));
        ComparisonLoop loop = new ComparisonLoop((so, round, measurement, attempt) -> {
            if (measurement.equals(ComparisonRecord.INTERLEAVED)) {
                return interleaved.orElseThrow().run(so, round, attempt);
            }
            List<RoundRun> runs = new ArrayList<>();
            for (ComparisonSide.Label label : ComparisonRecord.order(round)) {
                runs.add(runOne(so, round, label == ComparisonSide.Label.A ? a : b, byName.get(measurement), attempt));
            }
            return runs;
        }, this::leftOpen, records::write, System::currentTimeMillis);
        record = loop.run(record);
        LOG.info("A/B comparison ran {} run(s) in {}", record.runs().size(),
                Duration.ofMillis(record.endEpochMillis() - start));
        return record;
    }

    /** The metrics the judge's first look left open, as the reports module's {@code comparison} command names them. */
    private List<String> leftOpen(ComparisonRecord record) {
        Path file = records.folderOf(record).resolve(SECOND_LOOK);
        List<String> arguments = new ArrayList<>(judgeArguments(CommandLine.COMPARISON));
        arguments.add("secondLook=" + file);
        int code = reportsCommand(arguments);
        if (code == 2 || !Files.isRegularFile(file)) {
            LOG.warn("A/B: the first look could not be judged (exit {}); no second look, the final verdict says why",
                    code);
            return List.of();
        }
        try {
            return Files.readAllLines(file).stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    private RoundRun runOne(ComparisonRecord record, int round, ComparedServer server, SuiteSimulation simulation, int attempt) {
        ComparisonSide.Label label = server.side().label();
        Path results = records.runFolder(record, round, label, attempt);
        Map<String, String> properties = new LinkedHashMap<>(server.runProperties());
        properties.put("lab.results", results.toString());
        if (record.simulations().contains(ComparisonRecord.INTERLEAVED)) {
            // The interleaved cross-check measures the warm servers side by side; each run's own, a minute from
            // the other side's, would only add two noisier figures of the same cost to the family.
            properties.put(Knob.CROSS_CHECK.id(), "false");
        }
        String attemptNote = attempt == 1 ? "" : " (attempt " + attempt + ")";
        LOG.info("A/B round {}/{}{}, {}: {}", round, record.allRounds(), attemptNote, label, simulation.simpleName());
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
        RoundRun run = new RoundRun(round, label, simulation.simpleName(), attempt, status, reason, started,
                System.currentTimeMillis());
        LOG.info("A/B round {}/{}{}, {}: {} {} in {} s", round, record.allRounds(), attemptNote, label,
                simulation.simpleName(), status, (run.endEpochMillis() - run.startEpochMillis()) / 1000);
        return run;
    }

    /**
     * Puts the comparison on the summary page, then has it judged; returns why the build fails: the
     * judge's own verdict (it fails closed: a gated WORSE, a metric it could not judge, a run that failed
     * twice, B's assertions, KOs or books), or a summary that could not be written.
     */
    private List<String> judge(ComparisonRecord record) {
        List<String> failures = new ArrayList<>();
        if (reportsCommand(judgeArguments(CommandLine.SUMMARY)) != 0) {
            failures.add("the summary could not be written (its output above says why)");
        }
        if (reportsCommand(judgeArguments(CommandLine.COMPARISON)) != 0) {
            failures.add("the comparison fails or could not be judged (the A/B table above says why)");
        }
        return failures;
    }

    private List<String> judgeArguments(String command) {
        return List.of(command, CommandArguments.RESULTS + "=" + settings.results(),
                CommandArguments.ROOT + "=" + settings.root());
    }

    /**
     * The judge settings given to mvn ({@code comparison.*}, {@code comparisonThresholds}, a file read relative to
     * the project root), read and checked now: they go on the record, so the judge after the last pair, the
     * summary and any later reading judge by them, and a setting the judge cannot read fails before any run.
     */
    static JudgeSettings judgeSettings(Path root, Properties system) {
        return CommandOptions.parse(new String[] {CommandArguments.ROOT + "=" + root}, system).comparisonSettings();
    }

    /** The reports module's command, in this JVM: only the arguments above count, not this JVM's own -D settings. */
    private static int reportsCommand(List<String> arguments) {
        return CommandLine.run(arguments.toArray(String[]::new), new Properties(), System.out);
    }
}
