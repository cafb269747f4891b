package loadlab.lab.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Named sizes of the whole suite: each knob's default per profile is in {@link Knob}; a
 * {@code -Dknob=value} on the mvn line overrides it.
 */
public enum Profile {
    /** Every simulation small enough for CI (wall times: docs/experiments.md, How long the profiles take). */
    SMOKE,
    /** The default: every experiment at reduced scale, a few minutes. */
    QUICK,
    /** The original experiments' sizes. */
    SEED,
    /**
     * Capacity: 10 000 persistent WebSockets held at once and an insert step at 10 000 concurrent
     * clients; transports and hello as in quick. Needs {@code ulimit -n} above 11 000.
     */
    STRESS;

    public static Profile parse(String name) {
        return Checks.oneOf(Knob.PROFILE, Profile.class, name);
    }

    /** Every knob with a default in some profile, by name, for recording a run's settings. */
    public static SortedSet<String> knobs() {
        SortedSet<String> names = new TreeSet<>();
        for (Knob knob : Knob.values()) {
            if (Arrays.stream(values()).anyMatch(profile -> knob.defaultIn(profile).isPresent())) {
                names.add(knob.id());
            }
        }
        return names;
    }

    /** The default of a knob in this profile, or null when it has none (baseUrl: start the target). */
    public String defaultOf(String knob) {
        return Knob.find(knob).flatMap(found -> found.defaultIn(this)).orElse(null);
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
