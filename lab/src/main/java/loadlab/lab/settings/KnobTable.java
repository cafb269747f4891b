package loadlab.lab.settings;

import java.util.ArrayList;
import java.util.List;

/**
 * The knob table of docs/experiments.md, made from {@link Knob}: one row per knob (its -D name, type,
 * meaning and default per profile) under its section's heading row. KnobTableTest fails when the docs
 * hold anything else, and prints the table to paste.
 */
public final class KnobTable {
    /** The lines that enclose the table in the docs. */
    public static final String BEGIN = "<!-- knob table: made from lab settings/Knob.java; KnobTableTest checks it -->";
    public static final String END = "<!-- end of knob table -->";

    private KnobTable() {
    }

    public static String markdown() {
        List<String> lines = new ArrayList<>();
        lines.add("| knob | type | meaning | smoke | quick (default) | seed | stress |");
        lines.add("|---|---|---|---|---|---|---|");
        Knob.Section section = null;
        for (Knob knob : Knob.values()) {
            if (knob.section() != section) {
                section = knob.section();
                if (!section.title().isEmpty()) {
                    lines.add("| " + section.title() + " | | | | | | |");
                }
            }
            StringBuilder row = new StringBuilder("| `" + knob.id() + "` | " + label(knob.type()) + " | " + knob.meaning()
                    + " |");
            for (Profile profile : Profile.values()) {
                row.append(' ').append(knob.shownDefault(profile)).append(" |");
            }
            lines.add(row.toString());
        }
        return String.join("\n", lines) + "\n";
    }

    /** A type as the docs name it: what a reader may write, not how it is parsed. */
    private static String label(Knob.Type type) {
        return switch (type) {
            case TEXT -> "text";
            case URL -> "URL";
            case PATH -> "path";
            case LIST -> "list";
            case INTEGER, LONG -> "integer";
            case POSITIVE_INTEGER -> "integer ≥ 1";
            case INTEGER_LIST -> "integers";
            case BOOLEAN -> "true/false";
            case SIZE -> "size (256m, 1g)";
            case INSTANT -> "ISO-8601 instant";
        };
    }
}
