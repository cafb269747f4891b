package loadlab.record;

/**
 * One reading of a target's clock: an HTTP request sent and answered by this injector's clock, and
 * the {@code Date} header of the answer (the target's clock, in whole seconds: RFC 9110 gives it no
 * finer resolution), all in epoch milliseconds.
 */
public record DateReading(long sentEpochMillis, long answeredEpochMillis, long dateEpochMillis) {

    public DateReading {
        SpanChecks.requireOrdered("reading", sentEpochMillis, answeredEpochMillis);
        if (dateEpochMillis % 1000 != 0) {
            throw new IllegalArgumentException("a Date header holds whole seconds, got " + dateEpochMillis + " ms");
        }
    }

    /**
     * The least offset (target clock minus injector clock) this reading allows. The target stamped the
     * answer at some moment between send and answer, its clock then within the second the header names:
     * {@code date <= moment + offset < date + 1000}.
     */
    long lowestOffset() {
        return dateEpochMillis - answeredEpochMillis;
    }

    /** The greatest offset this reading allows (exclusive by one millisecond, taken as inclusive). */
    long highestOffset() {
        return dateEpochMillis + 999 - sentEpochMillis;
    }

    public long roundTripMillis() {
        return answeredEpochMillis - sentEpochMillis;
    }
}
