package loadlab.reports.sidebyside;

import loadlab.reports.summary.CrossCheckRow;
import loadlab.reports.summary.HelloRow;

/**
 * One hello variant on one target: the row its newest run gave (as the single-run section builds it)
 * and that run's wrk/ab cross-check for the variant.
 */
public record HelloTarget(String target, HelloRow row, CrossCheckRow crossCheck) {
}
