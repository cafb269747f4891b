package loadlab.merge;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** What a merge holds its parts to: the {@link SplitCheck}s it passes over, none of them one that is never passed over. */
public record MergeRules(Set<SplitCheck> allowed) {

    public MergeRules {
        allowed.forEach(SplitCheck::requireOverridable);
        allowed = Collections.unmodifiableSet(allowed.isEmpty() ? EnumSet.noneOf(SplitCheck.class) : EnumSet.copyOf(allowed));
    }

    /** Every check held. */
    public static MergeRules strict() {
        return new MergeRules(Set.of());
    }
}
