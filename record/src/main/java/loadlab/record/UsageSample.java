package loadlab.record;

/**
 * One sample of a process (the server, or the Gatling JVM itself) and of the machine. Cumulative
 * figures count from the process's (or the machine's) start; -1 means the platform or the process
 * does not tell (no {@code /proc}; another JVM's collectors cannot be read from outside).
 *
 * @param cpuSeconds              the process's CPU time, user + system, all threads
 * @param rssBytes                its resident memory now
 * @param busiestThreadCpuSeconds cumulative over the sampling intervals: in each interval, the CPU
 *                                time of the thread that used the most in it (an event loop that is
 *                                saturated adds ~1 s per second)
 * @param machineBusySeconds      the machine's CPU time on all cores, idle and iowait excluded
 * @param gcSeconds               the JVM's garbage collection time (sum over its collectors)
 * @param heapUsedBytes           the JVM's heap in use now
 * @param systemCpuSeconds        the part of {@code cpuSeconds} the kernel spent on the process's behalf
 *                                (system calls, and on loopback the peer's receive path): what is left,
 *                                user time, is the process's own code; known for the injector
 */
public record UsageSample(
        long epochMillis,
        double cpuSeconds,
        long rssBytes,
        double busiestThreadCpuSeconds,
        double machineBusySeconds,
        double gcSeconds,
        long heapUsedBytes,
        double systemCpuSeconds) {

    public static final int UNKNOWN = -1;

    public UsageSample {
        if (cpuSeconds < 0) {
            throw new IllegalArgumentException("cpu seconds cannot be negative: " + cpuSeconds);
        }
    }

    /** A sample without the system part of its CPU time (what usage files held before it). */
    public UsageSample(long epochMillis, double cpuSeconds, long rssBytes, double busiestThreadCpuSeconds,
            double machineBusySeconds, double gcSeconds, long heapUsedBytes) {
        this(epochMillis, cpuSeconds, rssBytes, busiestThreadCpuSeconds, machineBusySeconds, gcSeconds, heapUsedBytes,
                UNKNOWN);
    }

    /** A process sample with CPU and RSS only (what the first usage files held). */
    public UsageSample(long epochMillis, double cpuSeconds, long rssBytes) {
        this(epochMillis, cpuSeconds, rssBytes, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN);
    }

    public boolean hasRss() {
        return rssBytes >= 0;
    }

    public boolean hasHeap() {
        return heapUsedBytes >= 0;
    }

    /** Whether a figure read from this sample is known (every unknown figure is negative). */
    public static boolean known(double figure) {
        return figure >= 0;
    }
}
