package loadlab.record;

import java.util.List;

/**
 * How far the target's clock was ahead of this injector's when the run started: a moment the target
 * logs at {@code t} happened at {@code t - offsetMillis} by the injector's clock, to within
 * {@code uncertaintyMillis} either side. Measured from the {@code Date} header of a few requests
 * ({@link DateReading}); each bounds the offset to a range about a second wide, and readings taken
 * around the target's second boundary narrow their intersection to about a round trip.
 *
 * @param readings how many readings bound it
 */
public record ClockOffset(long offsetMillis, long uncertaintyMillis, int readings) {

    public ClockOffset {
        if (uncertaintyMillis < 0 || readings < 1) {
            throw new IllegalArgumentException("an offset needs a reading and a non-negative uncertainty, got "
                    + uncertaintyMillis + " ms from " + readings + " reading(s)");
        }
    }

    /**
     * The offset the readings bound together: the middle of the range every reading allows. Readings
     * that allow no common range (a clock stepped between them, a target that rounds its Date) give the
     * range that covers all of them, so the uncertainty says how little they agree.
     */
    public static ClockOffset of(List<DateReading> readings) {
        if (readings.isEmpty()) {
            throw new IllegalArgumentException("no reading to bound the clock offset");
        }
        long low = readings.stream().mapToLong(DateReading::lowestOffset).max().orElseThrow();
        long high = readings.stream().mapToLong(DateReading::highestOffset).min().orElseThrow();
        if (low > high) {
            low = readings.stream().mapToLong(DateReading::lowestOffset).min().orElseThrow();
            high = readings.stream().mapToLong(DateReading::highestOffset).max().orElseThrow();
        }
        long half = (high - low + 1) / 2;
        return new ClockOffset(low + half, half, readings.size());
    }

    /** The least offset this allows. */
    public long lowest() {
        return offsetMillis - uncertaintyMillis;
    }

    /** The greatest offset this allows. */
    public long highest() {
        return offsetMillis + uncertaintyMillis;
    }

    /** "+1234 ms ± 6": the target's clock ahead of the injector's (minus: behind). */
    @Override
    public String toString() {
        return (offsetMillis >= 0 ? "+" : "") + offsetMillis + " ms ± " + uncertaintyMillis;
    }
}
