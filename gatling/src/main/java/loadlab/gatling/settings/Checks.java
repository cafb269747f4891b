package loadlab.gatling.settings;

import java.util.List;

/** Validation shared by the plan records; messages name the -D knob at fault. */
final class Checks {
    private Checks() {
    }

    static void positive(String knob, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException("-D" + knob + " must be positive, got " + value);
        }
    }

    static void notNegative(String knob, long value) {
        if (value < 0) {
            throw new IllegalArgumentException("-D" + knob + " must not be negative, got " + value);
        }
    }

    static void allPositive(String knob, List<Integer> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("-D" + knob + " must list at least one value");
        }
        values.forEach(v -> positive(knob, v));
    }
}
