package loadlab.lab.recording;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadlab.record.UsageSample;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The machine's CPU from {@code /proc/stat} (Linux): busy time on all cores together, and how many
 * cores it counts. Busy = user + nice + system + irq + softirq + steal; idle and iowait are not
 * busy, and guest time is already inside user and nice. Elsewhere the machine is unknown.
 */
public final class MachineCpu {
    /** {@code /proc/stat} counts in USER_HZ, which the kernel fixes at 100 per second for user space. */
    static final double TICKS_PER_SECOND = 100.0;
    private static final Logger LOG = LoggerFactory.getLogger(MachineCpu.class);
    private static final Path PROC_STAT = Path.of("/proc/stat");
    private static final int[] BUSY_FIELDS = {0, 1, 2, 5, 6, 7};

    private MachineCpu() {
    }

    /** Busy CPU seconds of all cores since boot, or {@link UsageSample#UNKNOWN}. */
    public static double busySeconds() {
        List<String> lines = lines();
        return lines.isEmpty() ? UsageSample.UNKNOWN : busySeconds(lines);
    }

    /** The cores {@code /proc/stat} counts (the machine's), else the cores this JVM may use. */
    public static int cores() {
        int counted = cores(lines());
        return counted > 0 ? counted : Runtime.getRuntime().availableProcessors();
    }

    static double busySeconds(List<String> procStat) {
        for (String line : procStat) {
            if (line.startsWith("cpu ")) {
                String[] ticks = line.substring("cpu ".length()).trim().split("\\s+");
                long busy = 0;
                for (int field : BUSY_FIELDS) {
                    busy += field < ticks.length ? Long.parseLong(ticks[field]) : 0;
                }
                return busy / TICKS_PER_SECOND;
            }
        }
        throw new IllegalArgumentException("no 'cpu ' line in /proc/stat");
    }

    static int cores(List<String> procStat) {
        return (int) procStat.stream().filter(line -> line.matches("cpu\\d+\\s.*")).count();
    }

    private static List<String> lines() {
        try {
            return Files.readAllLines(PROC_STAT);
        } catch (IOException e) {
            LOG.debug("No {}: {}", PROC_STAT, e.toString());
            return List.of();
        }
    }
}
