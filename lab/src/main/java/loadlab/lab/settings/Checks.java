package loadlab.lab.settings;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Validation shared by the settings and their plan records; messages name the -D knob at fault. */
final class Checks {
    private Checks() {
    }

    /** The constant a knob names, in any case; a name it does not know is refused with the choices. */
    static <E extends Enum<E>> E oneOf(Knob knob, Class<E> type, String name) {
        try {
            return Enum.valueOf(type, name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            List<String> names = Arrays.stream(type.getEnumConstants()).map(c -> c.name().toLowerCase(Locale.ROOT)).toList();
            String choices = String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
            throw new IllegalArgumentException("-D" + knob.id() + " must be " + choices + ", got '" + name + "'", e);
        }
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
