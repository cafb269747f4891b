package loadlab.merge;

import java.util.List;
import loadlab.adapter.log.RunHeader;

/**
 * A merged log: its header, the parts in merged order (by run start) and what was left out.
 *
 * @param droppedAssertions assertions of the first part left out of the merged header: some parts did not carry
 *                          them, or (several parts) they assert a count or a rate, each part its own share
 */
public record MergeResult(RunHeader header, List<MergedPart> parts, int droppedAssertions) {

    public MergeResult {
        parts = List.copyOf(parts);
    }

    public long requests() {
        return parts.stream().mapToLong(MergedPart::requests).sum();
    }

    public long records() {
        return parts.stream().mapToLong(MergedPart::records).sum();
    }
}
