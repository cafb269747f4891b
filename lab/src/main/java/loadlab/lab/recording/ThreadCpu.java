package loadlab.lab.recording;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import loadlab.record.UsageSample;

/**
 * The busiest thread of a process (or of several: thread ids are unique across the machine), interval
 * by interval, from {@code /proc/<pid>/task/<tid>/stat}
 * (Linux): each call to {@link #next()} finds the thread that used the most CPU since the previous
 * call and adds its CPU time to a running total. Over a window, that total's rate is how busy the
 * busiest thread was (1.0 = one core all the time): a process whose event loop is saturated adds
 * about one second per second, however many cores it has left.
 */
public final class ThreadCpu {
    private final Supplier<List<Long>> pids;
    private Map<Long, Double> previous;
    private double total;

    ThreadCpu(long pid) {
        this(() -> List.of(pid));
    }

    /** The processes to look at, asked again at every interval (a cluster's workers come and go). */
    ThreadCpu(Supplier<List<Long>> pids) {
        this.pids = pids;
    }

    /**
     * The running total after this interval, or {@link UsageSample#UNKNOWN} where threads cannot be
     * read. The first call starts the count at 0: lifetimes so far are no interval.
     */
    double next() {
        Map<Long, Double> now = threads();
        if (now.isEmpty()) {
            return UsageSample.UNKNOWN;
        }
        if (previous != null) {
            double busiest = 0;
            for (Map.Entry<Long, Double> thread : now.entrySet()) {
                // A thread born in the interval spent all its CPU time in it.
                busiest = Math.max(busiest, thread.getValue() - previous.getOrDefault(thread.getKey(), 0.0));
            }
            total += busiest;
        }
        previous = now;
        return total;
    }

    private Map<Long, Double> threads() {
        Map<Long, Double> cpu = new HashMap<>();
        for (long pid : pids.get()) {
            try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
                tasks.forEach(task -> {
                    Double seconds = cpuSeconds(task.resolve("stat"));
                    if (seconds != null) {
                        cpu.put(Long.parseLong(task.getFileName().toString()), seconds);
                    }
                });
            } catch (IOException | RuntimeException e) {
                // Gone meanwhile, or no /proc: the others still count.
            }
        }
        return cpu;
    }

    /** utime + stime of one thread, or null when it ended meanwhile. */
    private static Double cpuSeconds(Path stat) {
        try {
            return cpuSeconds(Files.readString(stat));
        } catch (IOException e) {
            return null;
        }
    }

    /** utime + stime of a /proc {@code stat} line, a process's or a thread's. */
    public static double cpuSeconds(String stat) {
        String[] fields = afterName(stat);
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / MachineCpu.TICKS_PER_SECOND;
    }

    /** stime alone: the part the kernel spent on the process's or thread's behalf. */
    public static double systemSeconds(String stat) {
        return Long.parseLong(afterName(stat)[12]) / MachineCpu.TICKS_PER_SECOND;
    }

    /** The fields after the command name (which may hold spaces and parentheses): utime is the 12th, stime the 13th. */
    private static String[] afterName(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
    }
}
