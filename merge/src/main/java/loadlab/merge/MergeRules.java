package loadlab.merge;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** What a merge holds its parts to: the {@link SetCheck}s it passes over, none of them one that is never passed over. */
public record MergeRules(Set<SetCheck> allowed) {

    public MergeRules {
        allowed.forEach(SetCheck::requireOverridable);
        allowed = Collections.unmodifiableSet(allowed.isEmpty() ? EnumSet.noneOf(SetCheck.class) : EnumSet.copyOf(allowed));
    }

    /** Every check held. */
    public static MergeRules strict() {
        return new MergeRules(Set.of());
    }
}
