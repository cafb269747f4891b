package loadlab.reports.sidecar;

/**
 * One sample of the server process: cumulative CPU time since the process started (user + system,
 * all threads) and resident memory, or -1 when the platform does not tell.
 */
public record UsageSample(long epochMillis, double cpuSeconds, long rssBytes) {

    public UsageSample {
        if (cpuSeconds < 0) {
            throw new IllegalArgumentException("cpu seconds cannot be negative: " + cpuSeconds);
        }
    }

    public boolean hasRss() {
        return rssBytes >= 0;
    }
}
