package loadlab.reports.sidebyside;

import loadlab.reports.summary.TransportsSection;

/**
 * The transports experiment on one target: its newest run of each framing within the set, as the
 * single-run section builds it.
 */
public record TransportsTarget(String target, TransportsSection section) {
}
