package loadlab.record;

import java.util.Comparator;
import java.util.List;

/**
 * A usage CSV as read back (the server's or the injector's: one format, see {@link UsageCsv}): the
 * process, the machine's core count, the samples in time order. A server sampled by its metrics has no
 * pid here ({@link #SCRAPED}): it runs where this machine cannot see it, on cores of its own.
 */
public record ProcessUsage(long pid, int cores, List<UsageSample> samples) {
    /** The pid of a usage file written from a server's metrics (UsageSampler.startScrape). */
    public static final long SCRAPED = 0;

    public ProcessUsage {
        if (cores <= 0) {
            throw new IllegalArgumentException("cores must be positive, got " + cores);
        }
        samples = samples.stream().sorted(Comparator.comparingLong(UsageSample::epochMillis)).toList();
    }

    /** Whether the samples came from the process's metrics, not from this machine's /proc. */
    public boolean scraped() {
        return pid == SCRAPED;
    }
}
