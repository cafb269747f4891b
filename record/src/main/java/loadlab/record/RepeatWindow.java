package loadlab.record;

/**
 * One repeat of one row of a run, as the simulation timed it: from its first request sent to its
 * last answer received, in epoch milliseconds. The summary cuts the run's {@code simulation.log} at
 * these windows to give each repeat its own figure (docs: reports/README.md, "Repeats").
 *
 * @param row    what the figure is of: a hello variant's id ({@code closed-close}), a transports
 *               page group ({@code AJAX x10})
 * @param repeat 1 for the first run of the row's population, 2 for the second, ...
 */
public record RepeatWindow(String row, int repeat, long startEpochMillis, long endEpochMillis) {

    public RepeatWindow {
        if (row == null || row.isBlank()) {
            throw new IllegalArgumentException("a repeat window needs its row");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat counts from 1, got " + repeat);
        }
        SpanChecks.requireOrdered("repeat", startEpochMillis, endEpochMillis);
    }

    public double seconds() {
        return SpanChecks.seconds(startEpochMillis, endEpochMillis);
    }
}
