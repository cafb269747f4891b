package loadlab.record;

import java.util.Comparator;
import java.util.List;

/**
 * A usage CSV as read back (the server's or the injector's: one format, see {@link UsageCsv}): the
 * process, the machine's core count, the samples in time order.
 */
public record ProcessUsage(long pid, int cores, List<UsageSample> samples) {

    public ProcessUsage {
        if (cores <= 0) {
            throw new IllegalArgumentException("cores must be positive, got " + cores);
        }
        samples = samples.stream().sorted(Comparator.comparingLong(UsageSample::epochMillis)).toList();
    }
}
