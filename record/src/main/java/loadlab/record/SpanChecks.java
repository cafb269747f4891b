package loadlab.record;

/** What every span a simulation times (an insert step, a repeat) checks and derives alike. */
final class SpanChecks {

    private SpanChecks() {
    }

    /** @param what names the span in the message: "step", "repeat" */
    static void requireOrdered(String what, long startEpochMillis, long endEpochMillis) {
        if (endEpochMillis < startEpochMillis) {
            throw new IllegalArgumentException(what + " ends (" + endEpochMillis + ") before it starts ("
                    + startEpochMillis + ")");
        }
    }

    static double seconds(long startEpochMillis, long endEpochMillis) {
        return (endEpochMillis - startEpochMillis) / 1000.0;
    }
}
