package loadlab.merge;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the parts of a merge must share to be one set: injectors' runs of one plan, against one
 * target, from one commit, at the same time. {@link SetChecks} finds the parts that do not; the
 * merge refuses them unless {@value #OVERRIDE} names the check.
 */
public enum SetCheck {
    /** Every part has a record beside its run (without one, nothing else can be compared). */
    RECORD,
    /** The same profile. */
    PROFILE,
    /** The same plan: every setting but each injector's own ({@link loadlab.record.PlanSettings}). */
    PLAN,
    /** The same target: its name and the URL given, or the record's description of it. */
    TARGET,
    /** The same commit, and the same state of the working tree where both say. */
    COMMIT,
    /** Each part's window (run start to last event) overlaps every other's: they ran together. */
    OVERLAP;

    /** The command's option that passes over checks: a list of their names, or {@code true} for every one. */
    public static final String OVERRIDE = "allowMismatch";

    /** Its name in messages, in {@value #OVERRIDE} and in merge.json: {@code profile}, {@code overlap}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code true} for every check, blank or {@code false} for none, else comma-separated names. */
    public static Set<SetCheck> parse(String text) {
        String given = text == null ? "" : text.trim();
        if (given.isEmpty() || given.equalsIgnoreCase("false")) {
            return EnumSet.noneOf(SetCheck.class);
        }
        if (given.equalsIgnoreCase("true")) {
            return EnumSet.allOf(SetCheck.class);
        }
        EnumSet<SetCheck> checks = EnumSet.noneOf(SetCheck.class);
        for (String name : given.split(",")) {
            String id = name.trim();
            if (!id.isEmpty()) {
                checks.add(Arrays.stream(values()).filter(check -> check.id().equalsIgnoreCase(id)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(OVERRIDE + " takes true or check names ("
                                + Arrays.stream(values()).map(SetCheck::id).collect(Collectors.joining(", "))
                                + "), got '" + id + "'")));
            }
        }
        return checks;
    }
}
