package loadlab.record;

import java.util.List;
import java.util.Map;

/**
 * What a merged run's record says of the split it was made from: its parts in the order of the merge,
 * and the checks the merge was told to pass over, each with what differed.
 *
 * @param overridden check name ({@code profile}, {@code plan}, {@code target}, {@code commit},
 *                   {@code overlap}, {@code record}) to what differed; empty when the parts passed every check
 */
public record MergedSplit(List<SplitPart> parts, Map<String, String> overridden) {

    public MergedSplit {
        parts = parts == null ? List.of() : List.copyOf(parts);
        overridden = overridden == null ? Map.of() : Map.copyOf(overridden);
    }
}
