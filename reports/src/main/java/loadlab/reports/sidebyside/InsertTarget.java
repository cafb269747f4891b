package loadlab.reports.sidebyside;

import loadlab.reports.summary.InsertSection;

/** The insert experiment on one target: its newest insert run within the set, as the single-run section builds it. */
public record InsertTarget(String target, InsertSection section) {
}
