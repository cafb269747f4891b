package loadlab.reports.summary;

import loadlab.reports.sidecar.Machine;

/**
 * Where and from what the summary was made.
 *
 * @param gitCommit null outside a repository or before the first commit
 */
public record Environment(String generatedAt, Machine machine, String gitCommit) {
}
