package loadlab.reports.sidebyside;

import java.util.List;

/** Pieces every side-by-side sentence shares. */
final class Sentences {

    private Sentences() {
    }

    /** "; nginx skipped: nginx serves /hello only" for each target without figures; "" when none. */
    static String absentTail(List<Absent> absent) {
        StringBuilder tail = new StringBuilder();
        absent.forEach(target -> tail.append("; ").append(target.sentence()));
        return tail.toString();
    }
}
