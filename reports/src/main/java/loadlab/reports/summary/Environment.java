package loadlab.reports.summary;

import loadlab.record.Machine;

/**
 * Where and from what the summary was made.
 *
 * @param gitCommit null outside a repository or before the first commit
 */
public record Environment(String generatedAt, Machine machine, String gitCommit) {
}
