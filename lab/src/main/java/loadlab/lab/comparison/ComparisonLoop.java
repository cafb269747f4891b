package loadlab.lab.comparison;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import loadlab.record.comparison.ComparisonRecord;
import loadlab.record.comparison.RoundRun;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The comparison's schedule: the planned pairs of every simulation (pair p: round 2p - 1 A then B, round
 * 2p B then A, one simulation's four runs back to back), then the judge's first look, then, for the
 * simulations of the metrics it left open, as many pairs again. A pair with a run that did not pass
 * (FAILED, or its assertions failed: a server killed mid-run answers KO until the run ends) is run once
 * more from its start (attempt 2); when that fails too the comparison stops there, and the judge fails
 * it. A measurement is a simulation or the interleaved cross-check ({@link ComparisonRecord#INTERLEAVED}). What
 * runs them and what judges are given, so that a test can drive this loop with chosen figures.
 */
final class ComparisonLoop {
    private static final Logger LOG = LoggerFactory.getLogger(ComparisonLoop.class);

    /**
     * Runs one measurement's part of a round and says how each run ended: a simulation's two runs, one per
     * side in the round's order, or the interleaved cross-check, one session for both sides.
     */
    @FunctionalInterface
    interface Launcher {
        List<RoundRun> run(ComparisonRecord record, int round, String measurement, int attempt);
    }

    /** After the first look: the gated metrics it left beyond their threshold without a verdict (none: stop). */
    @FunctionalInterface
    interface FirstLook {
        List<String> leftOpen(ComparisonRecord record);
    }

    private final Launcher launcher;
    private final FirstLook firstLook;
    private final Consumer<ComparisonRecord> recorder;
    private final LongSupplier clock;

    /** @param recorder is given the record after every run, so a comparison cut short says how far it got */
    ComparisonLoop(Launcher launcher, FirstLook firstLook, Consumer<ComparisonRecord> recorder, LongSupplier clock) {
        this.launcher = launcher;
        this.firstLook = firstLook;
        this.recorder = recorder;
        this.clock = clock;
    }

    /** Runs the comparison the record has just started and returns it ended. */
    ComparisonRecord run(ComparisonRecord started) {
        Progress first = pairs(new Progress(started, false), 1, started.pairs(), started.simulations());
        ComparisonRecord record = first.record();
        if (!first.stopped()) {
            record = record.ended(clock.getAsLong());
            recorder.accept(record);
            List<String> open = firstLook.leftOpen(record);
            if (!open.isEmpty()) {
                List<String> again = started.simulations().stream().filter(simulation -> open.stream().anyMatch(id ->
                        ComparisonRecord.measurementOf(id).map(simulation::equals).orElse(true))).toList();
                LOG.info("A/B: the first look left {} beyond the threshold without a verdict; pairs {}-{} of {} are"
                        + " the second look", open, record.pairs() + 1, 2 * record.pairs(), again);
                record = record.lookingAgain(new ComparisonRecord.SecondLook(open, again));
                recorder.accept(record);
                record = pairs(new Progress(record, false), record.pairs() + 1, 2 * record.pairs(), again).record();
            }
        }
        record = record.ended(clock.getAsLong());
        recorder.accept(record);
        return record;
    }

    /** The record so far, and whether a pair failed twice (nothing more runs then). */
    private record Progress(ComparisonRecord record, boolean stopped) {
    }

    private Progress pairs(Progress progress, int first, int last, List<String> simulations) {
        Progress so = progress;
        for (int pair = first; pair <= last && !so.stopped(); pair++) {
            for (String simulation : simulations) {
                so = pair(so.record(), pair, simulation);
                if (so.stopped()) {
                    break;
                }
            }
        }
        return so;
    }

    /** One measurement's pair, run again from its start when a run fails; stopped when the second attempt fails too. */
    private Progress pair(ComparisonRecord record, int pair, String measurement) {
        ComparisonRecord so = record;
        for (int attempt = 1; attempt <= 2; attempt++) {
            RoundRun failed = null;
            for (int round = 2 * pair - 1; round <= 2 * pair && failed == null; round++) {
                for (RoundRun run : launcher.run(so, round, measurement, attempt)) {
                    so = so.with(run);
                    if (failed == null && run.status() != RoundRun.Status.PASSED) {
                        failed = run;
                    }
                }
                recorder.accept(so);
            }
            if (failed == null) {
                return new Progress(so, false);
            }
            LOG.warn("A/B pair {} of {}, attempt {}: round {}, {} {} ({}){}", pair, measurement, attempt,
                    failed.round(), failed.side(), failed.status(), failed.reason(), attempt == 1 ? "; running the pair again"
                            : "; the comparison stops here and fails");
        }
        return new Progress(so, true);
    }
}
