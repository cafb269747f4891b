package loadlab.lab.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * -Drepeats=N: the order in which the rows' populations run. Each row runs its N repeats back to back
 * before the next row starts (A, A #2, A #3, B, ...), so a row's repeats see the same warm server and
 * the span of its repeats holds no other row: the figures the summary takes over a row's whole span
 * (server and injector CPU, listen-queue growth, Gatling's per-second series) stay that row's alone.
 * With N = 1 the plan is the rows in their order under their own names, as without repeats.
 */
public final class Repeats {
    private Repeats() {
    }

    public static <T> List<Repeat<T>> of(List<T> rows, Function<T, String> name, int repeats) {
        if (repeats < 1) {
            throw new IllegalArgumentException("-Drepeats must be at least 1, got " + repeats);
        }
        List<Repeat<T>> plan = new ArrayList<>();
        for (T row : rows) {
            for (int repeat = 1; repeat <= repeats; repeat++) {
                plan.add(new Repeat<>(row, repeat, Repeat.scenarioName(name.apply(row), repeat)));
            }
        }
        return List.copyOf(plan);
    }
}
