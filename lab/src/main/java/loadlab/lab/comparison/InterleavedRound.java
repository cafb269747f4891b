package loadlab.lab.comparison;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.crosscheck.InterleavedCrossCheck;
import loadlab.lab.settings.LabSettings;
import loadlab.lab.targets.StartedTarget;
import loadlab.lab.recording.ServerProcesses;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.ComparisonRecords;
import loadlab.record.comparison.ComparisonSide;
import loadlab.record.comparison.InterleavedCheck;
import loadlab.record.comparison.RoundRun;
import loadlab.record.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One round of the comparison's interleaved cross-check ({@link InterleavedCheck}): both sides' servers
 * started fresh side by side, the round's first side first, measured slice by slice, stopped; the
 * record written beside the round's runs. Both sides' runs end as the session does.
 */
final class InterleavedRound {
    private static final Logger LOG = LoggerFactory.getLogger(InterleavedRound.class);

    private final LabSettings settings;
    private final Map<ComparisonSide.Label, ComparedServer> sides;
    private final ComparisonRecords records;
    private final InterleavedCrossCheck check;

    private InterleavedRound(LabSettings settings, Map<ComparisonSide.Label, ComparedServer> sides, ComparisonRecords records) {
        this.settings = settings;
        this.sides = sides;
        this.records = records;
        this.check = new InterleavedCrossCheck(settings.hello(), settings.crossCheck());
    }

    /**
     * The interleaved cross-check for these sides, or empty with why when it cannot run: hello is not
     * compared, a side is a server elsewhere (its CPU cannot be read), or the cross-check cannot run here.
     */
    static Optional<InterleavedRound> of(LabSettings settings, boolean helloCompared, ComparedServer a, ComparedServer b,
            ComparisonRecords records, List<String> whyNot) {
        if (!helloCompared) {
            return Optional.empty();
        }
        if (a.shipped().isEmpty() || b.shipped().isEmpty()) {
            whyNot.add("a side is a server elsewhere, whose CPU is not measured");
            return Optional.empty();
        }
        InterleavedRound round = new InterleavedRound(settings, Map.of(ComparisonSide.Label.A, a, ComparisonSide.Label.B, b),
                records);
        Optional<String> cannot = round.check.cannotRun();
        cannot.ifPresent(whyNot::add);
        return cannot.isPresent() ? Optional.empty() : Optional.of(round);
    }

    List<RoundRun> run(ComparisonRecord record, int round, int attempt) {
        List<ComparisonSide.Label> order = ComparisonRecord.order(round);
        Path folder = records.folderOf(record).resolve("round-" + round + "-interleaved" + (attempt == 1 ? ""
                : "-attempt-" + attempt));
        long started = System.currentTimeMillis();
        List<StartedTarget> targets = new ArrayList<>();
        RoundRun.Status status = RoundRun.Status.PASSED;
        String reason = null;
        try {
            Map<ComparisonSide.Label, InterleavedCrossCheck.Server> servers = new EnumMap<>(ComparisonSide.Label.class);
            for (ComparisonSide.Label label : order) {
                ComparedServer side = sides.get(label);
                StartedTarget target = StartedTarget.plan(side.shipped().orElseThrow(), settings.root(),
                        Path.of(side.runProperties().get(ComparedServer.REFERENCE_SERVER)), folder.resolve(label.name()),
                        settings.serverHeap(0), settings.serverStartTimeout());
                targets.add(target);
                target.start();
                servers.put(label, new InterleavedCrossCheck.Server(target.url(), new ServerProcesses(target.processes())));
            }
            InterleavedCheck measured = check.measure(round, servers, order.get(0), folder);
            Json.write(records.interleavedFile(record, round, attempt), measured);
        } catch (IOException | RuntimeException e) {
            status = RoundRun.Status.FAILED;
            reason = "the interleaved cross-check failed: " + e.getMessage();
            LOG.warn("A/B round {}: {}", round, reason);
        } finally {
            targets.forEach(StartedTarget::stop);
        }
        long ended = System.currentTimeMillis();
        List<RoundRun> runs = new ArrayList<>();
        for (ComparisonSide.Label label : order) {
            runs.add(new RoundRun(round, label, ComparisonRecord.INTERLEAVED, attempt, status, reason, started, ended));
        }
        LOG.info("A/B round {}/{}: the interleaved cross-check {} in {} s", round, record.allRounds(), status,
                (ended - started) / 1000);
        return runs;
    }
}
