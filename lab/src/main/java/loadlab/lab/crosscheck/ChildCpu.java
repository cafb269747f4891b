package loadlab.lab.crosscheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An outside program's own CPU time (user + system), exact and whole: the program runs under a bash
 * that waits for it and then prints its shell builtin {@code times}, whose second line is what the
 * kernel accounted to the shell's waited-for children (getrusage RUSAGE_CHILDREN). The JVM cannot read
 * it itself: a child's CPU in /proc is gone once Java's reaper has waited for it, and sampling it while
 * it runs misses its last interval.
 */
final class ChildCpu {
    static final String SHELL = "bash";
    // bash prints "%ldm%d.%03ds" with the locale's decimal point: "0m1.234s 0m0.567s".
    private static final Pattern LINE = Pattern.compile("(\\d+)m(\\d+)[.,](\\d+)s\\s+(\\d+)m(\\d+)[.,](\\d+)s");
    private static final String SCRIPT = "times_file=$1; shift; \"$@\"; status=$?; times > \"$times_file\"; exit $status";

    private ChildCpu() {
    }

    /** The command run under bash, which writes its children's CPU times to {@code timesFile} once the command ends. */
    static List<String> wrapped(List<String> command, Path timesFile) {
        List<String> wrapped = new ArrayList<>(List.of(SHELL, "-c", SCRIPT, "cross-check", timesFile.toString()));
        wrapped.addAll(command);
        return wrapped;
    }

    /** A program's CPU seconds as the kernel accounted them: in its own code (user) and in the kernel for it (system). */
    record Times(double userSeconds, double systemSeconds) {
        double totalSeconds() {
            return userSeconds + systemSeconds;
        }
    }

    /** The children's user and system seconds from what {@code times} wrote, or empty when it wrote nothing readable. */
    static Optional<Times> read(Path timesFile) throws IOException {
        if (!Files.isRegularFile(timesFile)) {
            return Optional.empty();
        }
        List<String> lines = Files.readAllLines(timesFile).stream().filter(line -> !line.isBlank()).toList();
        if (lines.size() < 2) {
            return Optional.empty();
        }
        Matcher children = LINE.matcher(lines.get(1).strip());
        if (!children.matches()) {
            return Optional.empty();
        }
        return Optional.of(new Times(seconds(children, 1), seconds(children, 4)));
    }

    private static double seconds(Matcher matcher, int first) {
        String fraction = matcher.group(first + 2);
        return Long.parseLong(matcher.group(first)) * 60 + Long.parseLong(matcher.group(first + 1))
                + Long.parseLong(fraction) / Math.pow(10, fraction.length());
    }
}
