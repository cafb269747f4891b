package loadlab.reports.summary;

/**
 * What a fresh connection per exchange costs against a persistent one, at one exchange count: the
 * ratio of the pages' mean total times; null when the persistent total rounds to 0 ms.
 */
public record FreshCost(String persistent, String fresh, int exchanges, Double multiple) {
}
