package loadlab.record;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The usage file, one format for the server's and the injector's: a comment line
 * {@code # pid=<pid> cores=<n>}, the header {@link #HEADER}, then one line per sample (see
 * {@link UsageSample} for each column). An empty field is unknown: the server's file has no GC or
 * heap (another JVM's collectors cannot be read from outside), nor the system part of its CPU.
 * Columns are found by name, so files written before a column existed still read (the first ones had
 * {@code epoch_ms,cpu_seconds,rss_bytes}).
 */
public final class UsageCsv {
    public static final String HEADER = "epoch_ms,cpu_seconds,rss_bytes,busiest_thread_cpu_seconds,"
            + "machine_busy_seconds,gc_seconds,heap_used_bytes,system_cpu_seconds";
    private static final List<String> REQUIRED = List.of("epoch_ms", "cpu_seconds");
    private static final Pattern COMMENT = Pattern.compile("#\\s*pid=(\\d+)\\s+cores=(\\d+)\\s*");

    private UsageCsv() {
    }

    public static String comment(long pid, int cores) {
        return "# pid=" + pid + " cores=" + cores;
    }

    public static String line(UsageSample sample) {
        return String.join(",", Long.toString(sample.epochMillis()), seconds(sample.cpuSeconds()),
                bytes(sample.rssBytes()), seconds(sample.busiestThreadCpuSeconds()),
                seconds(sample.machineBusySeconds()), seconds(sample.gcSeconds()), bytes(sample.heapUsedBytes()),
                seconds(sample.systemCpuSeconds()));
    }

    public static ProcessUsage read(Path file) {
        try {
            return parse(Files.readAllLines(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    static ProcessUsage parse(List<String> lines, String source) {
        if (lines.size() < 2) {
            throw new IllegalArgumentException(source + ": expected '# pid=.. cores=..' and a header");
        }
        Matcher comment = COMMENT.matcher(lines.get(0).trim());
        if (!comment.matches()) {
            throw new IllegalArgumentException(source + ": first line must be '# pid=<pid> cores=<n>', got '"
                    + lines.get(0) + "'");
        }
        List<String> header = Arrays.stream(lines.get(1).trim().split(",", -1)).map(String::trim).toList();
        if (!header.subList(0, Math.min(2, header.size())).equals(REQUIRED)) {
            throw new IllegalArgumentException(source + ": second line must be a header starting with '"
                    + String.join(",", REQUIRED) + "' (now '" + HEADER + "')");
        }
        Map<String, Integer> columns = header.stream().collect(Collectors.toMap(Function.identity(), header::indexOf,
                (a, b) -> a));
        List<UsageSample> samples = new ArrayList<>();
        for (int i = 2; i < lines.size(); i++) {
            String text = lines.get(i).trim();
            if (!text.isEmpty() && !text.startsWith("#")) {
                samples.add(sample(text, columns, header.size(), source, i + 1));
            }
        }
        return new ProcessUsage(Long.parseLong(comment.group(1)), Integer.parseInt(comment.group(2)), samples);
    }

    private static UsageSample sample(String text, Map<String, Integer> columns, int width, String source,
            int lineNumber) {
        String[] fields = text.split(",", -1);
        if (fields.length != width) {
            throw new IllegalArgumentException(source + ":" + lineNumber + ": expected " + width + " fields, got '"
                    + text + "'");
        }
        try {
            return new UsageSample(
                    Long.parseLong(fields[0].trim()),
                    Double.parseDouble(fields[1].trim()),
                    (long) number(fields, columns.get("rss_bytes")),
                    number(fields, columns.get("busiest_thread_cpu_seconds")),
                    number(fields, columns.get("machine_busy_seconds")),
                    number(fields, columns.get("gc_seconds")),
                    (long) number(fields, columns.get("heap_used_bytes")),
                    number(fields, columns.get("system_cpu_seconds")));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + ":" + lineNumber + ": not a sample: '" + text + "'", e);
        }
    }

    /** The field's number, or {@link UsageSample#UNKNOWN} when the column is absent or the field empty. */
    private static double number(String[] fields, Integer column) {
        if (column == null || fields[column].isBlank()) {
            return UsageSample.UNKNOWN;
        }
        return Double.parseDouble(fields[column].trim());
    }

    private static String seconds(double value) {
        return UsageSample.known(value) ? String.format(Locale.ROOT, "%.3f", value) : "";
    }

    private static String bytes(long value) {
        return value >= 0 ? Long.toString(value) : "";
    }
}
