package loadlab.merge;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the parts of a merge must share to be one split: injectors' runs of one plan, against one
 * target, from one commit, at the same time, each injector exactly once. {@link SplitChecks} finds the
 * parts that do not; the merge refuses them unless {@value #OVERRIDE} names the check, and a check
 * that is not {@link #overridable()} it refuses whatever the option says.
 */
public enum SplitCheck {
    /** Every part holds a request: an empty share is no injector's run. Never passed over. */
    EMPTY(false),
    /** The parts are injectors 0..N-1, each exactly once, N as every part's record says. Never passed over. */
    INJECTORS(false),
    /** Every part has a record beside its run (without one, nothing else can be compared). */
    RECORD(true),
    /** The same profile. */
    PROFILE(true),
    /** The same plan: every setting but each injector's own ({@link loadlab.record.PlanSettings}) and their number. */
    PLAN(true),
    /** The same target: its name and the URL given, or the record's description of it. */
    TARGET(true),
    /** The same commit, and the same state of the working tree where both say. */
    COMMIT(true),
    /** Each part's window (run start to last event) overlaps every other's: they ran together. */
    OVERLAP(true);

    /** The command's option that passes over checks: a list of their names, or {@code true} for every one it may. */
    public static final String OVERRIDE = "allowMismatch";

    private final boolean overridable;

    SplitCheck(boolean overridable) {
        this.overridable = overridable;
    }

    /** Its name in messages, in {@value #OVERRIDE} and in merge.json: {@code profile}, {@code overlap}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether {@value #OVERRIDE} may pass over it: false where the parts can never add up to the split's run. */
    public boolean overridable() {
        return overridable;
    }

    /** The checks {@value #OVERRIDE} may name. */
    public static Set<SplitCheck> overridables() {
        return Arrays.stream(values()).filter(SplitCheck::overridable)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(SplitCheck.class)));
    }

    /**
     * {@code true} for every overridable check, blank or {@code false} for none, else comma-separated
     * names; a check that is never passed over is refused by name.
     */
    public static Set<SplitCheck> parse(String text) {
        String given = text == null ? "" : text.trim();
        if (given.isEmpty() || given.equalsIgnoreCase("false")) {
            return EnumSet.noneOf(SplitCheck.class);
        }
        if (given.equalsIgnoreCase("true")) {
            return overridables();
        }
        EnumSet<SplitCheck> checks = EnumSet.noneOf(SplitCheck.class);
        for (String name : given.split(",")) {
            String id = name.trim();
            if (!id.isEmpty()) {
                checks.add(Arrays.stream(values()).filter(check -> check.id().equalsIgnoreCase(id)).findFirst()
                        .map(SplitCheck::requireOverridable)
                        .orElseThrow(() -> new IllegalArgumentException(OVERRIDE + " takes true or check names ("
                                + overridables().stream().map(SplitCheck::id).collect(Collectors.joining(", "))
                                + "), got '" + id + "'")));
            }
        }
        return checks;
    }

    /** This check, when {@value #OVERRIDE} may name it. */
    SplitCheck requireOverridable() {
        if (!overridable) {
            throw new IllegalArgumentException(OVERRIDE + " cannot pass over " + id() + ": " + SplitChecks.NEVER_PASSED_OVER);
        }
        return this;
    }
}
