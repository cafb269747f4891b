package loadlab.reports.merge;

import java.nio.file.Path;

/**
 * One input log of a merge and what it contributed.
 *
 * @param offsetMillis how much later than the merged run start this run started: added to each of its timestamps
 * @param requests     its request records (the report's "All Requests" count)
 * @param records      every record after its header
 */
public record MergedPart(Path log, long runStart, int offsetMillis, long requests, long records) {
}
