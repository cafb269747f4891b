package loadlab.merge;

import java.nio.file.Path;

/**
 * One input log of a merge and what it contributed.
 *
 * @param offsetMillis how much later than the merged run start this run started: added to each of its timestamps
 * @param requests     its request records (the report's "All Requests" count)
 * @param records      every record after its header
 * @param endEpochMillis its last event (a request's or group's end, a user's or error's time), or its start
 *                     when it has none: with {@code runStart}, the window the run sent and received in
 */
public record MergedPart(Path log, long runStart, int offsetMillis, long requests, long records, long endEpochMillis) {

    /** The run folder's name: how the merge, merge.json and the summary name the part. */
    public String run() {
        return log.toAbsolutePath().getParent().getFileName().toString();
    }
}
