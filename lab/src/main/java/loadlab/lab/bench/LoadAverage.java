package loadlab.lab.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's load averages from {@code /proc/loadavg}: the other work sharing its cores. */
final class LoadAverage {
    private static final Path LOADAVG = Path.of("/proc/loadavg");

    private LoadAverage() {
    }

    static double oneMinute() {
        return Double.parseDouble(fields()[0]);
    }

    /** "1.02 0.87 0.66": the 1, 5 and 15-minute figures, for the log. */
    static String all() {
        String[] fields = fields();
        return fields[0] + " " + fields[1] + " " + fields[2];
    }

    private static String[] fields() {
        try {
            return String.join(" ", Files.readAllLines(LOADAVG)).trim().split("\\s+");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + LOADAVG + ": the bench needs Linux's /proc", e);
        }
    }
}
