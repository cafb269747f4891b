package loadlab.record.comparison;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import loadlab.record.names.RunNames;

/**
 * One {@code -Dagainst} run: the same simulations, profile and knobs against A (the baseline) and B
 * (the server under test) in pairs of rounds, one injector. Pair p is round 2p - 1, A then B, and round
 * 2p, B then A, each simulation's four runs back to back, so that what the shared machine does meanwhile
 * falls on both sides alike and running second cancels within the pair. The suite writes it when the
 * comparison starts and after every run, so one cut short still says how far it got; the summary reads
 * the newest one. Stored by {@link ComparisonRecords}.
 * <p>
 * The test is pre-registered: a first look after the planned pairs and, for the simulations whose
 * metrics it left open, a second look after as many pairs again ({@link SecondLook}). A pair with a
 * failed run is run once more (attempt 2); its first attempt stays on record.
 *
 * @param startEpochMillis when the comparison started; it names its folder
 * @param endEpochMillis   when the last run ended, or 0 while it is still running
 * @param profile          the profile every run used
 * @param simulations      simple class names, in run order within a pair, and {@link #INTERLEAVED} when it runs
 * @param pairs            the planned pairs: the first look
 * @param runs             every run so far, in run order
 * @param secondLook       what the first look left open and the simulations run again for it, or null
 * @param judgedBy         the judge's settings as registered when it started (the thresholds file's keys and the
 *                         {@code comparison.*} settings, without the prefix; empty for the defaults): every later
 *                         reading judges by these, so the summary's verdict is the one the run gave
 */
public record ComparisonRecord(
        int format,
        long startEpochMillis,
        long endEpochMillis,
        String profile,
        List<String> simulations,
        int pairs,
        ComparisonSide a,
        ComparisonSide b,
        List<RoundRun> runs,
        SecondLook secondLook,
        Map<String, String> judgedBy) {

    /**
     * 3: the judge's settings on record (2 had pairs, looks and attempts but was judged by whatever read it; 1 held
     * rounds and confirmation rounds). Earlier formats are not read.
     */
    public static final int FORMAT = 3;
    /**
     * The measurement that runs beside the simulations when hello is compared and both servers are started
     * here: the interleaved cross-check ({@link InterleavedCheck}); its runs are recorded under this name.
     */
    public static final String INTERLEAVED = "InterleavedCrossCheck";
    /** What the interleaved cross-check's metric ids hold: {@code hello.closed-keepalive.interleaved_server_cpu_s_per_1000}. */
    public static final String INTERLEAVED_METRIC = ".interleaved_server_cpu_s_per_1000";

    /**
     * The second look: the metrics the first look found beyond their threshold without a verdict, and
     * the simulations that measure them, which run pairs {@code pairs + 1 .. 2 * pairs}.
     */
    public record SecondLook(List<String> metrics, List<String> simulations) {
        public SecondLook {
            metrics = List.copyOf(metrics);
            simulations = List.copyOf(simulations);
            if (simulations.isEmpty()) {
                throw new IllegalArgumentException("a second look runs at least one simulation");
            }
        }
    }

    public ComparisonRecord {
        simulations = simulations == null ? List.of() : List.copyOf(simulations);
        runs = runs == null ? List.of() : List.copyOf(runs);
        judgedBy = judgedBy == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(judgedBy));
        if (pairs < 1) {
            throw new IllegalArgumentException("a comparison needs at least one pair, got " + pairs);
        }
        if (a == null || a.label() != ComparisonSide.Label.A || b == null || b.label() != ComparisonSide.Label.B) {
            throw new IllegalArgumentException("a comparison needs side A and side B");
        }
    }

    /** A comparison that has just started, judged by the defaults: nothing run yet. */
    public static ComparisonRecord started(long startEpochMillis, String profile, List<String> simulations, int pairs,
            ComparisonSide a, ComparisonSide b) {
        return new ComparisonRecord(FORMAT, startEpochMillis, 0, profile, simulations, pairs, a, b, List.of(), null, Map.of());
    }

    /** The same comparison registered with these judge settings (keys without the {@code comparison.} prefix). */
    public ComparisonRecord judgedBy(Map<String, String> settings) {
        return new ComparisonRecord(format, startEpochMillis, endEpochMillis, profile, simulations, pairs, a, b, runs,
                secondLook, settings);
    }

    /**
     * The measurement a metric comes from: the interleaved cross-check for its metrics, else the simulation of
     * the metric's experiment (empty for an experiment no simulation is known for).
     */
    public static Optional<String> measurementOf(String metricId) {
        return metricId.endsWith(INTERLEAVED_METRIC) ? Optional.of(INTERLEAVED) : RunNames.simulationOfMetric(metricId);
    }

    /** Which side runs first in a round: A in odd rounds, B in even ones. */
    public static List<ComparisonSide.Label> order(int round) {
        return round % 2 == 1 ? List.of(ComparisonSide.Label.A, ComparisonSide.Label.B) : List.of(ComparisonSide.Label.B,
                ComparisonSide.Label.A);
    }

    /** The pair a round belongs to: rounds 1 and 2 are pair 1. */
    public static int pairOf(int round) {
        return (round + 1) / 2;
    }

    public ComparisonRecord with(RoundRun run) {
        List<RoundRun> more = new ArrayList<>(runs);
        more.add(run);
        return new ComparisonRecord(format, startEpochMillis, endEpochMillis, profile, simulations, pairs, a, b, more,
                secondLook, judgedBy);
    }

    public ComparisonRecord ended(long epochMillis) {
        return new ComparisonRecord(format, startEpochMillis, epochMillis, profile, simulations, pairs, a, b, runs, secondLook,
                judgedBy);
    }

    /** The first look left these open: pairs + 1 .. 2 * pairs run for their simulations (running again). */
    public ComparisonRecord lookingAgain(SecondLook look) {
        return new ComparisonRecord(format, startEpochMillis, 0, profile, simulations, pairs, a, b, runs, look, judgedBy);
    }

    /** The pairs a simulation's runs were called for: the planned ones, twice as many if it has a second look. */
    public int pairsOf(String simulation) {
        return secondLook != null && secondLook.simulations().contains(simulation) ? 2 * pairs : pairs;
    }

    /** The pairs of the longest look taken. */
    public int allPairs() {
        return secondLook == null ? pairs : 2 * pairs;
    }

    /** The rounds of the longest look taken. */
    public int allRounds() {
        return 2 * allPairs();
    }

    /** The last attempt at one simulation on one side in one round, if it ran. */
    public Optional<RoundRun> lastRun(int round, ComparisonSide.Label side, String simulation) {
        return runs.stream().filter(run -> run.round() == round && run.side() == side
                && run.simulation().equals(simulation)).reduce((first, second) -> second);
    }

    public boolean isRunning() {
        return endEpochMillis == 0;
    }

    public ComparisonSide side(ComparisonSide.Label label) {
        return label == ComparisonSide.Label.A ? a : b;
    }
}
