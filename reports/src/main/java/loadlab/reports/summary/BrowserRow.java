package loadlab.reports.summary;

/**
 * One transport at one N as the browser measured it, beside Gatling's figures for the same page.
 * Browser figures are over the repeats that passed: the median total and its spread (min, max);
 * per exchange = median total / N. Gatling's are the page group's mean total and mean total / N.
 *
 * @param failedTests           repeats that failed (their reason is in the section's failures)
 * @param browserTotalMedianMs  null when no repeat passed
 * @param gatlingTotalMeanMs    null when the Gatling run has no such page
 * @param ratio                 Gatling's mean total over the browser's median total; null when either
 *                              is missing or the browser's is 0
 */
public record BrowserRow(
        String framing,
        String transport,
        int exchanges,
        int okTests,
        int failedTests,
        Double browserTotalMedianMs,
        Double browserTotalMinMs,
        Double browserTotalMaxMs,
        Double browserPerExchangeMs,
        Integer gatlingTotalMeanMs,
        Double gatlingPerExchangeMs,
        Double ratio) {

    public boolean failed() {
        return failedTests > 0;
    }
}
