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
 *
 * @param startEpochMillis when the comparison started; it names its folder
 * @param endEpochMillis   when the last run ended, or 0 while it is still running
 * @param profile          the profile every run used
 * @param simulations      simple class names, in run order within a round
 * @param rounds           how many rounds were planned
 * @param runs             every run so far, in run order
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
        List<RoundRun> runs) {

    public static final int FORMAT = 1;

    public AbRecord {
        simulations = simulations == null ? List.of() : List.copyOf(simulations);
        runs = runs == null ? List.of() : List.copyOf(runs);
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
        return new AbRecord(FORMAT, startEpochMillis, 0, profile, simulations, rounds, a, b, List.of());
    }

    /** Which side runs first in a round: A in odd rounds, B in even ones (ABBA). */
    public static List<AbSide.Label> order(int round) {
        return round % 2 == 1 ? List.of(AbSide.Label.A, AbSide.Label.B) : List.of(AbSide.Label.B, AbSide.Label.A);
    }

    public AbRecord with(RoundRun run) {
        List<RoundRun> more = new ArrayList<>(runs);
        more.add(run);
        return new AbRecord(format, startEpochMillis, endEpochMillis, profile, simulations, rounds, a, b, more);
    }

    public AbRecord ended(long epochMillis) {
        return new AbRecord(format, startEpochMillis, epochMillis, profile, simulations, rounds, a, b, runs);
    }

    public boolean isRunning() {
        return endEpochMillis == 0;
    }

    public AbSide side(AbSide.Label label) {
        return label == AbSide.Label.A ? a : b;
    }
}
