package loadlab.lab.settings;

import java.util.Locale;

/** How a transports page spaces its exchanges (-DthinkAs). */
public enum Cadence {
    /**
     * The original's think time: the next exchange goes {@code think} after the previous answer, so a slow
     * answer delays every exchange after it and the page measures only the exchanges it found time to send.
     */
    PAUSE,
    /**
     * The think time as a schedule: exchange k is due {@code k * think} after the page started, and goes then,
     * or as soon as the previous answer came if that was later; each exchange is also timed from when it was
     * due, so a stall shows in full however few exchanges it delayed.
     */
    SCHEDULE;

    public static Cadence parse(String name) {
        return Checks.oneOf(Knob.THINK_AS, Cadence.class, name);
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
