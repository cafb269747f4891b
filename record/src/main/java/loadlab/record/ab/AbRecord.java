package loadlab.record.ab;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code -Dagainst} run: the same simulations, profile and knobs against A (the baseline) and B
 * (the server under test) in interleaved rounds, one injector: round 1 runs A then B, round 2 B then
 * A, and so on (ABBA), each simulation's two runs back to back, so that what the shared machine does
 * meanwhile falls on both sides alike. The suite writes it when the comparison starts and after every
 * run, so one cut short still says how far it got; the summary reads the newest one. Stored by
 * {@link AbRecords}.
 * <p>
 * A gated metric judged WORSE over the planned rounds is a suspect, not yet a verdict: with a dozen
 * gated metrics, each one's interval over six rounds misses by chance often enough to fail one build
 * in ten on an unchanged server. The suspects' simulations then run as many rounds again (numbered on
 * from the planned ones, still ABBA), and a suspect fails the comparison only when those fresh rounds,
 * which played no part in choosing it, find it WORSE too.
 *
 * @param startEpochMillis when the comparison started; it names its folder
 * @param endEpochMillis   when the last run ended, or 0 while it is still running
 * @param profile          the profile every run used
 * @param simulations      simple class names, in run order within a round
 * @param rounds           how many rounds were planned
 * @param runs             every run so far, in run order
 * @param suspects         the metric ids being confirmed, empty when the planned rounds found none
 * @param confirmationRounds how many rounds confirm them (numbered rounds + 1 ..), 0 when none
 */
public record AbRecord(
        int format,
        long startEpochMillis,
        long endEpochMillis,
        String profile,
        List<String> simulations,
        int rounds,
        AbSide a,
        AbSide b,
        List<RoundRun> runs,
        List<String> suspects,
        int confirmationRounds) {

    public static final int FORMAT = 1;

    public AbRecord {
        simulations = simulations == null ? List.of() : List.copyOf(simulations);
        runs = runs == null ? List.of() : List.copyOf(runs);
        suspects = suspects == null ? List.of() : List.copyOf(suspects);
        if (confirmationRounds < 0 || confirmationRounds > 0 && suspects.isEmpty()) {
            throw new IllegalArgumentException("confirmation rounds confirm suspects: " + confirmationRounds + " round(s) for "
                    + suspects);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("a comparison needs at least one round, got " + rounds);
        }
        if (a == null || a.label() != AbSide.Label.A || b == null || b.label() != AbSide.Label.B) {
            throw new IllegalArgumentException("a comparison needs side A and side B");
        }
    }

    /** A comparison that has just started: nothing run yet. */
    public static AbRecord started(long startEpochMillis, String profile, List<String> simulations, int rounds,
            AbSide a, AbSide b) {
        return new AbRecord(FORMAT, startEpochMillis, 0, profile, simulations, rounds, a, b, List.of(), List.of(), 0);
    }

    /** Which side runs first in a round: A in odd rounds, B in even ones (ABBA). */
    public static List<AbSide.Label> order(int round) {
        return round % 2 == 1 ? List.of(AbSide.Label.A, AbSide.Label.B) : List.of(AbSide.Label.B, AbSide.Label.A);
    }

    public AbRecord with(RoundRun run) {
        List<RoundRun> more = new ArrayList<>(runs);
        more.add(run);
        return new AbRecord(format, startEpochMillis, endEpochMillis, profile, simulations, rounds, a, b, more, suspects,
                confirmationRounds);
    }

    public AbRecord ended(long epochMillis) {
        return new AbRecord(format, startEpochMillis, epochMillis, profile, simulations, rounds, a, b, runs, suspects,
                confirmationRounds);
    }

    /** The planned rounds ended with these suspects; as many rounds again are to confirm them (running again). */
    public AbRecord confirming(List<String> metricIds) {
        if (metricIds.isEmpty()) {
            throw new IllegalArgumentException("nothing to confirm");
        }
        return new AbRecord(format, startEpochMillis, 0, profile, simulations, rounds, a, b, runs, metricIds,
                rounds);
    }

    /** The planned rounds and the confirmation's, if any. */
    public int allRounds() {
        return rounds + confirmationRounds;
    }

    public boolean isRunning() {
        return endEpochMillis == 0;
    }

    public AbSide side(AbSide.Label label) {
        return label == AbSide.Label.A ? a : b;
    }
}
