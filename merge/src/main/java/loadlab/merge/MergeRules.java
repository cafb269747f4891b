package loadlab.merge;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a merge holds its parts to: where each part's record is looked for (stamped at most
 * {@code recordLead} before its run's start or {@code recordLag} after, as the summary pairs them),
 * and which {@link SetCheck}s it passes over.
 */
public record MergeRules(Duration recordLead, Duration recordLag, Set<SetCheck> allowed) {

    public MergeRules {
        allowed = Collections.unmodifiableSet(allowed.isEmpty() ? EnumSet.noneOf(SetCheck.class) : EnumSet.copyOf(allowed));
    }

    /** Every check held. */
    public static MergeRules strict(Duration recordLead, Duration recordLag) {
        return new MergeRules(recordLead, recordLag, Set.of());
    }
}
