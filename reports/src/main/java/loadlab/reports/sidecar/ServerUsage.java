package loadlab.reports.sidecar;

import java.util.Comparator;
import java.util.List;

/** A usage CSV as read back: the process, the machine's core count, the samples in time order. */
public record ServerUsage(long pid, int cores, List<UsageSample> samples) {

    public ServerUsage {
        if (cores <= 0) {
            throw new IllegalArgumentException("cores must be positive, got " + cores);
        }
        samples = samples.stream().sorted(Comparator.comparingLong(UsageSample::epochMillis)).toList();
    }
}
